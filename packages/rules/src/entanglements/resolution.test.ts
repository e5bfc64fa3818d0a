import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Outcome } from '../core/outcome';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { Crew, EntanglementKind } from '../model/crew';
import { makeCharacter, makeCrew, makeFaction, scripted, seeded } from '../testing';
import type { EntanglementChoice, EntanglementOption, EntanglementSituation } from './resolution';
import {
  ENTANGLEMENT_OPTION_IDS,
  applyEntanglementChoice,
  entanglementCrewNumbers,
  entanglementFactions,
  entanglementOptions,
  loseEntanglementHold,
} from './resolution';
import { ENTANGLEMENT_KINDS } from './table';
import { crewNetChanges } from '../model/netChanges';

const odds = { table: DEFAULT_TABLE_RULES };
const none = () => scripted([]);

function options(crew: Crew, kind: EntanglementKind, situation: EntanglementSituation = {}): readonly EntanglementOption[] {
  return unwrap(entanglementOptions(crew, kind, situation, odds));
}

function option(crew: Crew, kind: EntanglementKind, id: string, situation: EntanglementSituation = {}): EntanglementOption {
  const found = options(crew, kind, situation).find((o) => o.option === id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
}

function apply(crew: Crew, choice: EntanglementChoice, dice: number[] = []) {
  return unwrap(applyEntanglementChoice(crew, choice, scripted(dice)));
}

function refusal<T>(outcome: Outcome<T>): { rule: string; code: string; values: object } | null {
  return outcome.ok ? null : outcome.error;
}

describe('E2 Arrest', () => {
  const crew = makeCrew({ wanted: 3, heat: 7, coin: 10 });

  it('« Il est possible de le soudoyer (pour une somme en argent égale au niveau d’avis de recherche+2) »: wanted 3 → 5 coin', () => {
    const bribe = option(crew, 'arrest', 'bribe');
    expect(bribe).toMatchObject({ possible: true, playedOut: false, effects: [{ type: 'coin', delta: -5 }] });
    expect(bribe.after?.coin).toBe(5);
    expect(bribe.reasons).toContainEqual({ rule: 'E2', code: 'arrest_bribe', values: { wanted: 3, coin: -5 } });
    expect(bribe.reasons).toContainEqual({ rule: 'E2', code: 'arrest_squad', values: { minScale: 3 } });
    expect(apply(crew, { kind: 'arrest', option: 'bribe' }).crew.coin).toBe(5);
  });

  it('the bribe is not possible when the stash is short, and applying it is refused', () => {
    const poor = { ...crew, coin: 4 };
    const bribe = option(poor, 'arrest', 'bribe');
    expect(bribe.possible).toBe(false);
    expect(bribe.refusal).toEqual({ rule: 'E2', code: 'not_enough_coin', values: { needed: 5, coin: 4 } });
    expect(bribe.after).toBeUndefined();
    expect(refusal(applyEntanglementChoice(poor, { kind: 'arrest', option: 'bribe' }, none()))?.code).toBe('not_enough_coin');
  });

  it('« de lui livrer quelqu’un (ce qui remet à zéro la jauge de raffut) »: an incarceration (I1), wanted −1 and heat 0', () => {
    expect(option(crew, 'arrest', 'hand_over').after).toMatchObject({ wanted: 2, heat: 0, coin: 10 });
    const outcome = applyEntanglementChoice(crew, { kind: 'arrest', option: 'hand_over', who: 'Le Borgne' }, none());
    const { crew: after, resolution } = unwrap(outcome);
    expect(after).toMatchObject({ wanted: 2, heat: 0 });
    expect(resolution).toMatchObject({ kind: 'arrest', option: 'hand_over', who: 'Le Borgne', playedOut: false });
    expect(outcome.ok && outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toContain('I1:convicted');
  });

  it('handing over a PC of the crew jails that PC, with I2’s sentence for the wanted level before the conviction', () => {
    const outcome = applyEntanglementChoice(crew, { kind: 'arrest', option: 'hand_over', who: 'Arlette', characterId: 'pc-1' }, none());
    const { crew: after } = unwrap(outcome);
    expect(after.characters[0]).toMatchObject({ status: 'jailed', jail: { sentence: 'one_or_two_years' } });
    expect(after.wanted).toBe(2);
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'pc_jailed', values: { character: 'pc-1', sentence: 'one_or_two_years' } });
    // I4 parole: « comme si votre niveau d’avis de recherche était inférieur d’un cran ».
    const paroled = apply({ ...crew, prisonClaims: ['parole'] }, { kind: 'arrest', option: 'hand_over', who: 'Arlette', characterId: 'pc-1' }).crew;
    expect(paroled.characters[0]?.jail).toEqual({ sentence: 'several_months' });
    expect(refusal(applyEntanglementChoice(crew, { kind: 'arrest', option: 'hand_over', who: 'X', characterId: 'nobody' }, none()))?.code).toBe(
      'unknown_character',
    );
    expect(refusal(applyEntanglementChoice(crew, { kind: 'arrest', option: 'hand_over', who: '  ' }, none()))).toEqual({
      rule: 'E2',
      code: 'name_required',
      values: { field: 'who' },
    });
  });

  it.each([
    [[], 0, 0],
    [['smuggling'], 1, 2],
    [['smuggling', 'smuggling'], 2, 4],
  ] as const)(
    'I4 « Vous avez +2 charge pendant l’incarcération, (démarrant à 0 en tant que prisonnier) »: a PC handed over at an arrest with prison claims %j has smuggling %i, load %i',
    (prisonClaims, smuggling, load) => {
      const carrying = makeCrew({ wanted: 3, heat: 7, coin: 10, prisonClaims: [...prisonClaims], characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', load: 5 })] });
      const choice = { kind: 'arrest', option: 'hand_over', who: 'Arlette', characterId: 'pc-1' } as const;
      const outcome = applyEntanglementChoice(carrying, choice, none());
      const { crew: after, resolution } = unwrap(outcome);
      expect(after.characters[0]).toMatchObject({ status: 'jailed', load });
      expect(resolution.effects).toContainEqual({ type: 'jailed', characterId: 'pc-1', sentence: 'one_or_two_years', load });
      expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'I4', code: 'jailed_load', values: { smuggling, load } });
      // The preview says the same before the GM picks it.
      expect(unwrap(entanglementOptions(carrying, 'arrest', { characterId: 'pc-1' }, odds)).find((o) => o.option === 'hand_over')?.effects).toContainEqual(
        { type: 'jailed', characterId: 'pc-1', sentence: 'one_or_two_years', load },
      );
    },
  );

  it('rules revision 1 (decision 023): a hand-over applied under it jails the PC as first played, their load untouched', () => {
    const carrying = makeCrew({ wanted: 3, heat: 7, prisonClaims: ['smuggling'], characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', load: 5 })] });
    const outcome = applyEntanglementChoice(carrying, { kind: 'arrest', option: 'hand_over', who: 'Arlette', characterId: 'pc-1' }, { ...none(), revision: 1 });
    const { crew: after, resolution } = unwrap(outcome);
    expect(after.characters[0]).toMatchObject({ status: 'jailed', load: 5, jail: { sentence: 'one_or_two_years' } });
    expect(resolution.effects).toEqual([{ type: 'convicted' }, { type: 'jailed', characterId: 'pc-1', sentence: 'one_or_two_years' }]);
    expect(outcome.ok && outcome.reasons.map((r) => `${r.rule}:${r.code}`)).not.toContain('I4:jailed_load');
  });

  it('« ou d’essayer d’échapper à la capture »: played out, nothing changes', () => {
    expect(option(crew, 'arrest', 'evade')).toMatchObject({ possible: true, playedOut: true, effects: [] });
    const { crew: after, resolution } = apply(crew, { kind: 'arrest', option: 'evade' });
    expect(after).toEqual(crew);
    expect(resolution.playedOut).toBe(true);
  });
});

describe('E2 Demonic notice', () => {
  it('« se faire oublier … (la bande perd alors 3 points de renom) »', () => {
    const crew = makeCrew({ rep: 5 });
    expect(option(crew, 'demonic_notice', 'lie_low')).toMatchObject({ possible: true, effects: [{ type: 'rep', delta: -3 }], after: { rep: 2 } });
    expect(apply(crew, { kind: 'demonic_notice', option: 'lie_low' }).crew.rep).toBe(2);
  });

  it('rep never goes below 0: with 2 rep, lying low empties it', () => {
    const outcome = applyEntanglementChoice(makeCrew({ rep: 2 }), { kind: 'demonic_notice', option: 'lie_low' }, none());
    expect(unwrap(outcome).crew.rep).toBe(0);
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'rep_lost', values: { delta: -3, applied: -2, rep: 0 } });
  });

  it.each(['accept_deal', 'other'] as const)('« accepter la proposition » / « toute autre manière de le rembarrer » (%s): played out', (id) => {
    const crew = makeCrew({ rep: 5 });
    expect(option(crew, 'demonic_notice', id).playedOut).toBe(true);
    expect(apply(crew, { kind: 'demonic_notice', option: id }).crew).toEqual(crew);
  });
});

describe('E2 Cooperation', () => {
  const friend = makeFaction({ id: 'amis', name: 'Les Amis', tier: 2, status: 3 });
  const crew = makeCrew({ rep: 5, factions: [makeFaction(), friend] });

  it('« La bande peut accepter, mais elle perdra 1 renom par rang de la bande amie »: tier 2 → −2 rep', () => {
    const accept = option(crew, 'cooperation', 'accept');
    expect(accept).toMatchObject({ factionId: 'amis', possible: true, effects: [{ type: 'rep', delta: -2 }], after: { rep: 3 } });
    expect(apply(crew, { kind: 'cooperation', option: 'accept', factionId: 'amis' }).crew.rep).toBe(3);
  });

  it('« ou refuser et perdre 1 point de relations avec la bande concernée »: +3 → +2', () => {
    // What the sheet moves, as the step will record it: the relations, though no crew number moves.
    expect(option(crew, 'cooperation', 'refuse').changes).toEqual([{ what: 'factionStatus', of: 'amis', before: 3, after: 2 }]);
    expect(option(crew, 'cooperation', 'refuse').reasons).toContainEqual({
      rule: 'E2',
      code: 'status_changed',
      values: { faction: 'amis', from: 3, to: 2 },
    });
    const { crew: after, resolution } = apply(crew, { kind: 'cooperation', option: 'refuse', factionId: 'amis' });
    expect(after.factions.find((f) => f.id === 'amis')?.status).toBe(2);
    expect(resolution.factionId).toBe('amis');
  });

  it('« Si la bande n’a aucune bande avec des relations à +3, elle évite les ennuis pour l’instant »', () => {
    const lonely = makeCrew({ factions: [makeFaction({ status: 2 })] });
    const outcome = entanglementOptions(lonely, 'cooperation', {}, odds);
    expect(unwrap(outcome).map((o) => o.option)).toEqual(['nothing']);
    expect(outcome.ok && outcome.reasons).toEqual([{ rule: 'E2', code: 'no_eligible_faction', values: { kind: 'cooperation', needed: 'plus_3' } }]);
    const { crew: after, resolution } = apply(lonely, { kind: 'cooperation', option: 'nothing' });
    expect(after).toEqual(lonely);
    expect(resolution.playedOut).toBe(true);
  });

  it('nothing happens only when no faction is at +3', () => {
    expect(refusal(applyEntanglementChoice(crew, { kind: 'cooperation', option: 'nothing' }, none()))).toEqual({
      rule: 'E2',
      code: 'eligible_faction_exists',
      values: { kind: 'cooperation', factions: 1 },
    });
  });

  it('refuses a faction that is not at +3, an unknown one, or none named', () => {
    expect(refusal(applyEntanglementChoice(crew, { kind: 'cooperation', option: 'accept', factionId: 'f-1' }, none()))).toEqual({
      rule: 'E2',
      code: 'faction_not_eligible',
      values: { kind: 'cooperation', faction: 'f-1', status: 0, needed: 'plus_3' },
    });
    expect(refusal(applyEntanglementChoice(crew, { kind: 'cooperation', option: 'accept', factionId: 'zz' }, none()))?.code).toBe('unknown_faction');
    const unnamed = { kind: 'cooperation', option: 'accept' } as unknown as EntanglementChoice;
    expect(refusal(applyEntanglementChoice(crew, unnamed, none()))?.code).toBe('faction_required');
    expect(refusal(entanglementOptions(crew, 'cooperation', { factionId: 'f-1' }, odds))?.code).toBe('faction_not_eligible');
  });

  it('lists the options of every faction at +3, or of the one the GM names', () => {
    const two = { ...crew, factions: [...crew.factions, makeFaction({ id: 'autres', tier: 0, status: 3 })] };
    expect(options(two, 'cooperation').map((o) => `${o.factionId}:${o.option}`)).toEqual([
      'amis:accept',
      'amis:refuse',
      'autres:accept',
      'autres:refuse',
    ]);
    expect(options(two, 'cooperation', { factionId: 'autres' }).map((o) => o.option)).toEqual(['accept', 'refuse']);
    expect(option(two, 'cooperation', 'accept', { factionId: 'autres' }).after?.rep).toBe(5); // tier 0: 0 rep
  });
});

describe('E2 Show of force', () => {
  const foe = makeFaction({ id: 'foe', tier: 2, status: -1 });
  const crew = makeCrew({ claims: ['Repaire', 'Tripot'], factions: [foe] });

  it('« lui concéder un domaine »: the claim the caller names leaves the sheet', () => {
    const concede = option(crew, 'show_of_force', 'concede_claim');
    expect(concede).toMatchObject({ possible: true, claims: ['Repaire', 'Tripot'], factionId: 'foe', after: { claims: 1 } });
    expect(option(crew, 'show_of_force', 'concede_claim', { claim: 'Repaire' }).after?.claims).toBe(1);
    expect(option(crew, 'show_of_force', 'concede_claim', { claim: 'Port' }).refusal?.code).toBe('unknown_claim');
    const { crew: after, resolution } = apply(crew, { kind: 'show_of_force', option: 'concede_claim', factionId: 'foe', claim: 'Tripot' });
    expect(after.claims).toEqual(['Repaire']);
    expect(resolution.claim).toBe('Tripot');
    expect(refusal(applyEntanglementChoice(crew, { kind: 'show_of_force', option: 'concede_claim', factionId: 'foe', claim: 'Port' }, none()))?.code).toBe(
      'unknown_claim',
    );
    expect(refusal(applyEntanglementChoice(crew, { kind: 'show_of_force', option: 'concede_claim', factionId: 'foe', claim: '' }, none()))?.code).toBe(
      'name_required',
    );
  });

  it('« ou au contraire de lui déclarer la guerre (les relations passent à -3 avec cette bande) »', () => {
    expect(option(crew, 'show_of_force', 'go_to_war').after).toMatchObject({ atWar: true });
    const outcome = applyEntanglementChoice(crew, { kind: 'show_of_force', option: 'go_to_war', factionId: 'foe' }, none());
    const { crew: after } = unwrap(outcome);
    expect(after.factions[0]?.status).toBe(-3);
    expect(after.atWar).toBe(true);
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'at_war', values: { wasAtWar: false } });
  });

  it('« Si la bande n’a pas de domaine, elle perd un niveau d’assise à la place »: strong → weak', () => {
    const bare = { ...crew, claims: [] };
    expect(options(bare, 'show_of_force').map((o) => o.option)).toEqual(['lose_hold', 'go_to_war']);
    expect(option(bare, 'show_of_force', 'lose_hold').after).toMatchObject({ hold: 'weak', tier: 1 });
    expect(apply(bare, { kind: 'show_of_force', option: 'lose_hold', factionId: 'foe' }).crew.hold).toBe('weak');
    expect(refusal(applyEntanglementChoice(bare, { kind: 'show_of_force', option: 'concede_claim', factionId: 'foe', claim: 'Repaire' }, none()))?.code).toBe(
      'no_claim_to_concede',
    );
  });

  it('a crew with claims concedes one rather than losing hold', () => {
    expect(options(crew, 'show_of_force').map((o) => o.option)).toEqual(['concede_claim', 'go_to_war']);
    expect(refusal(applyEntanglementChoice(crew, { kind: 'show_of_force', option: 'lose_hold', factionId: 'foe' }, none()))?.code).toBe('has_claims');
  });

  it.each([
    ['strong', 2, 'weak', 2, 'hold_lost'],
    ['weak', 2, 'strong', 1, 'hold_lost_tier_down'],
    ['weak', 0, 'weak', 0, 'hold_lost_at_floor'],
  ] as const)('losing hold from %s at tier %i → %s at tier %i (decision)', (hold, tier, holdAfter, tierAfter, code) => {
    const lost = loseEntanglementHold(makeCrew({ hold, tier }), DEFAULT_TABLE_RULES);
    expect(lost.crew).toMatchObject({ hold: holdAfter, tier: tierAfter });
    expect(lost.reason.code).toBe(code);
  });

  it.each([
    // [weakHoldLoss, hold before, tier before, hold after, tier after, reason]
    ['tierDown', 'weak', 2, 'strong', 1, 'hold_lost_tier_down'],
    ['stayWeak', 'weak', 2, 'weak', 2, 'hold_lost_stays_weak'],
    ['tierDown', 'strong', 2, 'weak', 2, 'hold_lost'],
    ['stayWeak', 'strong', 2, 'weak', 2, 'hold_lost'],
  ] as const)(
    'table rule weakHoldLoss = %s: « elle perd un niveau d’assise à la place » from %s at tier %i → %s at tier %i',
    (weakHoldLoss, hold, tier, holdAfter, tierAfter, code) => {
      const table = { ...DEFAULT_TABLE_RULES, weakHoldLoss };
      const bare = makeCrew({ hold, tier, claims: [], factions: [makeFaction({ id: 'foe', status: -1 })] });
      const preview = unwrap(entanglementOptions(bare, 'show_of_force', {}, { table })).find((o) => o.option === 'lose_hold');
      expect(preview?.after).toMatchObject({ hold: holdAfter, tier: tierAfter });
      const outcome = applyEntanglementChoice(bare, { kind: 'show_of_force', option: 'lose_hold', factionId: 'foe' }, scripted([], { weakHoldLoss }));
      expect(unwrap(outcome).crew).toMatchObject({ hold: holdAfter, tier: tierAfter });
      expect(outcome.ok && outcome.reasons.map((r) => r.code)).toContain(code);
    },
  );

  it('needs a faction with negative status; none → nothing happens', () => {
    const friendly = makeCrew({ factions: [makeFaction({ status: 0 })] });
    expect(options(friendly, 'show_of_force').map((o) => o.option)).toEqual(['nothing']);
    expect(apply(friendly, { kind: 'show_of_force', option: 'nothing' }).crew).toEqual(friendly);
    expect(entanglementFactions(crew, 'show_of_force').map((f) => f.id)).toEqual(['foe']);
    expect(entanglementFactions(crew, 'arrest')).toEqual(crew.factions); // no faction condition
  });
});

describe('E2 Questioning', () => {
  const crew = makeCrew({ coin: 3, heat: 4, wanted: 1 });

  it('« Il est envisageable de les soudoyer pour 2 argent »', () => {
    expect(option(crew, 'questioning', 'bribe')).toMatchObject({ possible: true, after: { coin: 1 } });
    expect(apply(crew, { kind: 'questioning', option: 'bribe', who: 'Mado' }).resolution.who).toBe('Mado');
    expect(option({ ...crew, coin: 1 }, 'questioning', 'bribe').possible).toBe(false);
  });

  it.each([
    [[2], 0, 6, '1-3'],
    [[5], 0, 5, '4-5'],
    [[6], 0, 4, '6'],
    [[1], 3, 4, 'crit'],
    [[6], -1, 5, '4-5'],
    [[6, 6], -1, 4, '6'],
  ])('« résultat de 1-3 : raffut +2 ; résultat de 4/5 : raffut +1 »: dice %j, experience %i → heat %i', (dice, experience, heat, band) => {
    const { crew: after, resolution } = apply(crew, { kind: 'questioning', option: 'fortune_roll', pool: dice.length, experience }, dice);
    expect(after.heat).toBe(heat);
    expect(resolution.fortune).toMatchObject({ purpose: 'questioning_fortune', pool: dice.length, shift: experience, dice, band });
  });

  it('« criminel expérimenté ou endurci, donnez lui +3 voire +4 qualités »: a 1 still reads as a critical and nothing is said', () => {
    const outcome = applyEntanglementChoice(crew, { kind: 'questioning', option: 'fortune_roll', pool: 1, experience: 4 }, scripted([1]));
    expect(unwrap(outcome).crew.heat).toBe(4);
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'D5', code: 'band_shifted', values: { from: '1-3', steps: 4, to: 'crit' } });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'questioning_fortune', dice: [1] }]);
  });

  it('heat goes through H3: 9 heat + 2 → a wanted level and heat 1', () => {
    const hot = makeCrew({ heat: 9, wanted: 1 });
    expect(apply(hot, { kind: 'questioning', option: 'fortune_roll', pool: 1, experience: 0 }, [1]).crew).toMatchObject({ heat: 1, wanted: 2 });
  });

  it('the options give each band’s exact odds and sheet once the pool is known', () => {
    const roll = option(crew, 'questioning', 'fortune_roll', { pool: 2, experience: -1 });
    expect(roll.fortune?.outcomes['1-3'].probability).toBeCloseTo(25 / 36, 12);
    expect(roll.fortune?.outcomes['1-3'].after.heat).toBe(6);
    expect(roll.fortune?.outcomes['4-5'].probability).toBeCloseTo(10 / 36, 12);
    expect(roll.fortune?.outcomes['4-5'].effects).toEqual([{ type: 'heat', delta: 1 }]);
    expect(roll.fortune?.outcomes['6'].effects).toEqual([]);
    expect(roll.fortune?.outcomes.crit.probability).toBe(0);
    const unknown = option(crew, 'questioning', 'fortune_roll');
    expect(unknown.possible).toBe(true);
    expect(unknown.fortune).toBeUndefined();
  });

  it('refuses a pool outside 0–12, a fractional experience, or a fortune roll without a pool', () => {
    for (const pool of [-1, 13, 1.5]) {
      expect(refusal(applyEntanglementChoice(crew, { kind: 'questioning', option: 'fortune_roll', pool, experience: 0 }, none()))?.code).toBe('invalid_pool');
    }
    expect(refusal(applyEntanglementChoice(crew, { kind: 'questioning', option: 'fortune_roll', pool: 1, experience: 0.5 }, none()))?.code).toBe(
      'invalid_experience',
    );
    const noPool = { kind: 'questioning', option: 'fortune_roll', experience: 0 } as unknown as EntanglementChoice;
    expect(refusal(applyEntanglementChoice(crew, noPool, none()))?.code).toBe('pool_required');
  });
});

describe('E2 Interrogation', () => {
  const pc = makeCharacter({ id: 'pc-1', coin: 4 });
  const crew = makeCrew({ coin: 3, heat: 2, wanted: 1, characters: [pc] });

  it('« Soit le PJ les paie 3 argent »: from the stash, or from the PC’s own purse', () => {
    expect(option(crew, 'interrogation', 'pay', { characterId: 'pc-1' }).after?.coin).toBe(0);
    expect(apply(crew, { kind: 'interrogation', option: 'pay', characterId: 'pc-1' }).crew.coin).toBe(0);
    const personal = applyEntanglementChoice(crew, { kind: 'interrogation', option: 'pay_personal', characterId: 'pc-1' }, none());
    expect(unwrap(personal).crew.characters[0]?.coin).toBe(1);
    expect(unwrap(personal).crew.coin).toBe(3);
    expect(personal.ok && personal.reasons).toContainEqual({ rule: 'E2', code: 'character_coin_paid', values: { character: 'pc-1', delta: -3, coin: 1 } });
  });

  it('a PC with 2 coin cannot pay from their own purse', () => {
    const broke = { ...crew, characters: [{ ...pc, coin: 2 }] };
    const personal = option(broke, 'interrogation', 'pay_personal', { characterId: 'pc-1' });
    expect(personal.possible).toBe(false);
    expect(personal.refusal).toEqual({ rule: 'E2', code: 'not_enough_coin', values: { needed: 3, coin: 2, character: 'pc-1' } });
  });

  it('« soit il se fait rosser (blessure de niveau 2) et il crache le morceau (raffut +3) »', () => {
    const beaten = option(crew, 'interrogation', 'beaten', { characterId: 'pc-1' });
    expect(beaten.after?.heat).toBe(5);
    const { crew: after } = apply(crew, { kind: 'interrogation', option: 'beaten', characterId: 'pc-1', resisted: { harm: false, heat: false } });
    expect(after.heat).toBe(5);
    expect(after.characters[0]?.harm).toEqual([{ level: 2, description: 'Rossé par la prévôté' }]);
  });

  it.each([
    [true, false, 0, 5],
    [false, true, 1, 2],
    [true, true, 0, 2],
  ])('« Il est possible de résister à chacune de ces conséquences séparément »: harm resisted %s, heat resisted %s', (harm, heat, harms, heatAfter) => {
    const { crew: after } = apply(crew, {
      kind: 'interrogation',
      option: 'beaten',
      characterId: 'pc-1',
      resisted: { harm, heat },
      harmDescription: 'Côtes cassées',
    });
    expect(after.characters[0]?.harm).toHaveLength(harms);
    expect(after.heat).toBe(heatAfter);
  });

  it('needs the held PC', () => {
    expect(refusal(entanglementOptions(crew, 'interrogation', {}, odds))?.code).toBe('character_required');
    expect(refusal(entanglementOptions(crew, 'interrogation', { characterId: 'zz' }, odds))?.code).toBe('unknown_character');
    expect(refusal(applyEntanglementChoice(crew, { kind: 'interrogation', option: 'pay', characterId: 'zz' }, none()))?.code).toBe('unknown_character');
    const unnamed = { kind: 'interrogation', option: 'pay' } as unknown as EntanglementChoice;
    expect(refusal(applyEntanglementChoice(crew, unnamed, none()))?.code).toBe('character_required');
  });
});

describe('E2 Unquiet dead', () => {
  const crew = makeCrew();

  it('« le MJ lancera un jet de chance en utilisant sa qualité »: the occultist’s quality is the pool, the band is recorded', () => {
    const outcome = applyEntanglementChoice(crew, { kind: 'unquiet_dead', option: 'hire_occultist', occultistQuality: 2 }, scripted([6, 6]));
    const { crew: after, resolution } = unwrap(outcome);
    expect(after).toEqual(crew);
    expect(resolution.fortune).toMatchObject({ purpose: 'unquiet_dead_fortune', pool: 2, dice: [6, 6], rolledBand: 'crit', band: 'crit' });
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'unquiet_dead_fortune_result', values: { band: 'crit', effects: 0 } });
  });

  it('the options give the odds once the quality is known', () => {
    const hire = option(crew, 'unquiet_dead', 'hire_occultist', { occultistQuality: 1 });
    expect(hire.fortune?.outcomes['6'].probability).toBeCloseTo(1 / 6, 12);
    expect(option(crew, 'unquiet_dead', 'hire_occultist').fortune).toBeUndefined();
    expect(option(crew, 'unquiet_dead', 'confront').playedOut).toBe(true);
    expect(apply(crew, { kind: 'unquiet_dead', option: 'confront' }).crew).toEqual(crew);
    expect(refusal(entanglementOptions(crew, 'unquiet_dead', { occultistQuality: -1 }, odds))).toBeNull();
    expect(option(crew, 'unquiet_dead', 'hire_occultist', { occultistQuality: -1 }).refusal?.code).toBe('invalid_quality');
    const noQuality = { kind: 'unquiet_dead', option: 'hire_occultist' } as unknown as EntanglementChoice;
    expect(refusal(applyEntanglementChoice(crew, noQuality, none()))?.code).toBe('pool_required');
  });
});

describe('E2 Cohort trouble (« Problème d’alliés »)', () => {
  it.each([
    [1, 5, 3],
    [0, 5, 4],
    [3, 2, 0],
  ])('« perdre autant de renom que le rang+1 de la bande »: tier %i, rep %i → %i', (tier, rep, after) => {
    const crew = makeCrew({ tier, rep });
    expect(option(crew, 'cohort_trouble', 'lose_face').after?.rep).toBe(after);
    expect(apply(crew, { kind: 'cohort_trouble', option: 'lose_face' }).crew.rep).toBe(after);
  });

  it.each(['make_example', 'face_retaliation'] as const)('« faire un exemple » / « affronter les représailles » (%s): played out, the cohort recorded', (id) => {
    const crew = makeCrew({ cohorts: [{ id: 'c1', name: 'Les Chiens', kind: 'gang', quality: 1 }] });
    const { crew: after, resolution } = apply(crew, { kind: 'cohort_trouble', option: id, cohortId: 'c1' });
    expect(after).toEqual(crew);
    expect(resolution).toMatchObject({ playedOut: true, cohortId: 'c1' });
    expect(refusal(applyEntanglementChoice(crew, { kind: 'cohort_trouble', option: id, cohortId: 'zz' }, none()))?.code).toBe('unknown_cohort');
  });
});

describe('E2 Reprisals', () => {
  const enemy = makeFaction({ id: 'enemy', tier: 2, status: -2 });
  const crew = makeCrew({ rep: 4, coin: 3, factions: [enemy] });

  it('« payer (et perdre 1 renom et 1 pièce d’argent) par rang de la bande ennemie »: tier 2 → −2 rep, −2 coin', () => {
    expect(option(crew, 'reprisals', 'apologise').after).toMatchObject({ rep: 2, coin: 1 });
    expect(apply(crew, { kind: 'reprisals', option: 'apologise', factionId: 'enemy' }).crew).toMatchObject({ rep: 2, coin: 1 });
    const poor = { ...crew, coin: 1 };
    expect(option(poor, 'reprisals', 'apologise').possible).toBe(false);
    expect(refusal(applyEntanglementChoice(poor, { kind: 'reprisals', option: 'apologise', factionId: 'enemy' }, none()))?.code).toBe('not_enough_coin');
  });

  it.each(['let_it_happen', 'fight'] as const)('« de laisser faire, ou encore de choisir l’affrontement » (%s): played out', (id) => {
    expect(option(crew, 'reprisals', id).playedOut).toBe(true);
    expect(apply(crew, { kind: 'reprisals', option: id, factionId: 'enemy' }).crew).toEqual(crew);
  });

  it('no enemy faction → nothing happens', () => {
    const calm = makeCrew();
    expect(options(calm, 'reprisals').map((o) => o.option)).toEqual(['nothing']);
    expect(apply(calm, { kind: 'reprisals', option: 'nothing' }).resolution.playedOut).toBe(true);
  });
});

describe('E2 Flipped', () => {
  it('« Il est désormais loyal envers une autre bande »: who switched, and to whom, are recorded', () => {
    const crew = makeCrew();
    expect(option(crew, 'flipped', 'switch_allegiance').effects).toEqual([{ type: 'allegiance_switched', who: null, to: null }]);
    const outcome = applyEntanglementChoice(crew, { kind: 'flipped', option: 'switch_allegiance', who: 'Mère Lune', to: 'Les Lampions' }, none());
    const { crew: after, resolution } = unwrap(outcome);
    expect(after).toEqual(crew);
    expect(resolution).toMatchObject({ who: 'Mère Lune', to: 'Les Lampions', effects: [{ type: 'allegiance_switched', who: 'Mère Lune', to: 'Les Lampions' }] });
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'allegiance_switched', values: { who: 'Mère Lune', to: 'Les Lampions' } });
    expect(refusal(applyEntanglementChoice(crew, { kind: 'flipped', option: 'switch_allegiance', who: 'Mère Lune', to: '' }, none()))).toEqual({
      rule: 'E2',
      code: 'name_required',
      values: { field: 'to' },
    });
  });
});

describe('E2 Rivals', () => {
  const rival = makeFaction({ id: 'rival', tier: 3, status: 0 });
  const crew = makeCrew({ rep: 5, coin: 4, factions: [rival, makeFaction({ id: 'friend', status: 1 })] });

  it('« céder (et perdre 1 renom ou 1 pièce d’argent) par rang de la bande rivale »: the caller picks the currency', () => {
    expect(option(crew, 'rivals', 'give_way_rep').after).toMatchObject({ rep: 2, coin: 4 });
    expect(option(crew, 'rivals', 'give_way_coin').after).toMatchObject({ rep: 5, coin: 1 });
    expect(apply(crew, { kind: 'rivals', option: 'give_way_coin', factionId: 'rival' }).crew.coin).toBe(1);
    expect(apply(crew, { kind: 'rivals', option: 'give_way_rep', factionId: 'rival' }).crew.rep).toBe(2);
    expect(option({ ...crew, coin: 2 }, 'rivals', 'give_way_coin').possible).toBe(false);
  });

  it('« ou de l’affronter et perdre 1 point de relations avec elle »: 0 → −1', () => {
    expect(apply(crew, { kind: 'rivals', option: 'stand_up', factionId: 'rival' }).crew.factions[0]?.status).toBe(-1);
  });

  it('« Une bande neutre »: only factions at status 0; none → nothing happens', () => {
    expect(new Set(options(crew, 'rivals').map((o) => o.factionId))).toEqual(new Set(['rival']));
    expect(refusal(applyEntanglementChoice(crew, { kind: 'rivals', option: 'stand_up', factionId: 'friend' }, none()))?.code).toBe('faction_not_eligible');
    const noRival = makeCrew({ factions: [] });
    expect(apply(noRival, { kind: 'rivals', option: 'nothing' }).crew).toEqual(noRival);
  });
});

describe('E2 Usual suspects', () => {
  const crew = makeCrew({ coin: 1, heat: 1, wanted: 1 });

  it('« Il est envisageable de payer 1 argent à la prévôté »', () => {
    expect(option(crew, 'usual_suspects', 'pay').after?.coin).toBe(0);
    expect(apply(crew, { kind: 'usual_suspects', option: 'pay', who: 'Gaspard' }).crew.coin).toBe(0);
    expect(option({ ...crew, coin: 0 }, 'usual_suspects', 'pay').possible).toBe(false);
  });

  it('« résultat de 1-3 : raffut+2 »', () => {
    expect(apply(crew, { kind: 'usual_suspects', option: 'fortune_roll', who: 'Gaspard', pool: 1 }, [3]).crew.heat).toBe(3);
  });

  it('« résultat de 4/5 : blessure de niveau 2 »: the NPC’s harm is recorded', () => {
    const outcome = applyEntanglementChoice(crew, { kind: 'usual_suspects', option: 'fortune_roll', who: 'Gaspard', pool: 1 }, scripted([4]));
    const { crew: after, resolution } = unwrap(outcome);
    expect(after).toEqual(crew);
    expect(resolution.effects).toEqual([{ type: 'npc_harm', who: 'Gaspard', level: 2 }]);
    expect(outcome.ok && outcome.reasons).toContainEqual({ rule: 'E2', code: 'npc_harmed', values: { who: 'Gaspard', level: 2 } });
  });

  it('6 or a critical: nothing happens', () => {
    expect(apply(crew, { kind: 'usual_suspects', option: 'fortune_roll', who: 'Gaspard', pool: 2 }, [6, 6]).resolution.effects).toEqual([]);
  });

  it('« Un des joueurs propose un ami ou un fournisseur »: the name is required', () => {
    expect(refusal(applyEntanglementChoice(crew, { kind: 'usual_suspects', option: 'pay', who: '' }, none()))?.code).toBe('name_required');
    expect(option(crew, 'usual_suspects', 'fortune_roll', { pool: 1 }).fortune?.outcomes['4-5'].effects).toEqual([
      { type: 'npc_harm', who: null, level: 2 },
    ]);
    expect(option(crew, 'usual_suspects', 'fortune_roll').fortune).toBeUndefined();
    expect(option(crew, 'usual_suspects', 'fortune_roll', { pool: 20 }).refusal?.code).toBe('invalid_pool');
    expect(option(crew, 'usual_suspects', 'fortune_roll', { pool: 1, experience: 0.5 }).refusal?.code).toBe('invalid_experience');
  });
});

describe('E2 options in general', () => {
  it('every entanglement has options, and an option of another entanglement is refused', () => {
    for (const kind of ENTANGLEMENT_KINDS) expect(ENTANGLEMENT_OPTION_IDS[kind].length).toBeGreaterThan(0);
    const wrong = { kind: 'arrest', option: 'lie_low' } as unknown as EntanglementChoice;
    expect(refusal(applyEntanglementChoice(makeCrew(), wrong, none()))).toEqual({
      rule: 'E2',
      code: 'unknown_option',
      values: { kind: 'arrest', option: 'lie_low' },
    });
  });

  const crewArb = fc
    .record({
      tier: fc.integer({ min: 0, max: 4 }),
      hold: fc.constantFrom('weak' as const, 'strong' as const),
      rep: fc.integer({ min: 0, max: 12 }),
      coin: fc.integer({ min: 0, max: 8 }),
      heat: fc.integer({ min: 0, max: 9 }),
      wanted: fc.integer({ min: 0, max: 4 }),
      claims: fc.constantFrom([] as string[], ['Repaire'], ['Repaire', 'Tripot']),
      statuses: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 0, maxLength: 3 }),
      tiers: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
      pcCoin: fc.integer({ min: 0, max: 5 }),
    })
    .map((r) =>
      makeCrew({
        tier: r.tier,
        hold: r.hold,
        rep: r.rep,
        coin: r.coin,
        heat: r.heat,
        wanted: r.wanted,
        claims: r.claims,
        factions: r.statuses.map((status, i) => makeFaction({ id: `f${i}`, status, tier: r.tiers[i] ?? 1 })),
        characters: [makeCharacter({ coin: r.pcCoin })],
      }),
    );

  function choiceFor(o: EntanglementOption, crew: Crew): EntanglementChoice {
    return {
      kind: o.kind,
      option: o.option,
      factionId: o.factionId,
      who: 'Quelqu’un',
      to: 'Les Lampions',
      claim: crew.claims[0],
      characterId: 'pc-1',
      resisted: { harm: false, heat: false },
      pool: 2,
      experience: 0,
      occultistQuality: 2,
    } as unknown as EntanglementChoice;
  }

  it('applying a possible option gives exactly the sheet its preview announced; an impossible one is refused (property)', () => {
    fc.assert(
      fc.property(crewArb, fc.constantFrom(...ENTANGLEMENT_KINDS), (crew, kind) => {
        const listed = options(crew, kind, { characterId: 'pc-1' });
        expect(listed.length).toBeGreaterThan(0);
        for (const o of listed) {
          const applied = applyEntanglementChoice(crew, choiceFor(o, crew), seeded(1));
          if (o.fortune || o.after === undefined) {
            expect(applied.ok).toBe(o.possible);
            continue;
          }
          expect(applied.ok).toBe(true);
          if (!applied.ok) continue;
          expect(entanglementCrewNumbers(applied.value.crew)).toEqual(o.after);
          // …and the very changes its step records (a faction's relations and a PC's harm included).
          expect(crewNetChanges(crew, applied.value.crew)).toEqual(o.changes);
        }
      }),
    );
  });

  it('whatever is chosen, the sheet stays in bounds: rep ≥ 0, coin ≥ 0, heat 0–9, wanted 0–4, status −3..+3 (property)', () => {
    fc.assert(
      fc.property(crewArb, fc.constantFrom(...ENTANGLEMENT_KINDS), fc.integer(), (crew, kind, seed) => {
        for (const o of options(crew, kind, { characterId: 'pc-1' })) {
          const applied = applyEntanglementChoice(crew, choiceFor(o, crew), seeded(seed));
          if (!applied.ok) continue;
          const after = applied.value.crew;
          expect(after.rep).toBeGreaterThanOrEqual(0);
          expect(after.coin).toBeGreaterThanOrEqual(0);
          expect(after.heat).toBeGreaterThanOrEqual(0);
          expect(after.heat).toBeLessThanOrEqual(9);
          expect(after.wanted).toBeGreaterThanOrEqual(0);
          expect(after.wanted).toBeLessThanOrEqual(4);
          for (const f of after.factions) expect(Math.abs(f.status)).toBeLessThanOrEqual(3);
          expect(after.characters[0]?.coin).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
