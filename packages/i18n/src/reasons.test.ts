import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TABLE_RULES,
  accrueHeat,
  applyHeat,
  applyPayoff,
  createClock,
  payoffRep,
  reason,
  takeLoan,
  tickClockByHand,
  tickClockByRoll,
  tickFactionClock,
  type GameClock,
  type Reason,
} from '@temps-mort/rules';
import { makeCharacter, makeCrew, makeFaction, makeWizard, scripted } from '@temps-mort/rules/testing';
import type { Lang } from './lang';
import {
  fallbackMessage,
  formatReason,
  formatReasons,
  formatRefusal,
  formatRuleRef,
  mergeNames,
  namesFromCrew,
  namesFromWizard,
} from './reasons';

/** Test strings are written with plain spaces: no-break spaces become plain ones here. */
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const lines = (reasons: readonly Reason[], lang: Lang, options = {}): string[] => formatReasons(reasons, lang, options).map(plain);
const line = (reasons: readonly Reason[], code: string, lang: Lang, options = {}): string => {
  const found = reasons.find((r) => r.code === code);
  if (!found) throw new Error(`no ${code} among ${reasons.map((r) => r.code).join(', ')}`);
  return plain(formatReason(found, lang, options));
};

describe('the seed’s examples, in words with their numbers', () => {
  it('« Si la bande est de rang I et qu’ils réussissent un coup contre une cible de rang III, ils gagnent 4 renom »', () => {
    const { rep, reasons } = payoffRep({ crewTier: 1, targetTier: 3 });
    expect(rep).toBe(4);
    expect(line(reasons, 'score_rep', 'fr')).toBe('+4 renom : 2 de base, +2 pour une cible de rang III contre une bande de rang I');
    expect(line(reasons, 'score_rep', 'en')).toBe('+4 rep: base 2, +2 for target tier III vs crew tier I');
    expect(line(reasons, 'tier_gap', 'fr')).toBe('+2 renom pour une cible de rang III contre une bande de rang I');
  });

  it('« Si la bande est de rang III et qu’ils montent un coup sur une cible de rang I, ils gagnent 0 renom »', () => {
    const { reasons } = payoffRep({ crewTier: 3, targetTier: 1 });
    expect(line(reasons, 'score_rep', 'fr')).toBe('0 renom : 2 de base, −2 pour une cible de rang I contre une bande de rang III');
    expect(line(reasons, 'score_rep', 'en')).toBe('0 rep: base 2, −2 for target tier I vs crew tier III');
  });

  it('a rep that would go below 0 says so', () => {
    const { reasons } = payoffRep({ crewTier: 4, targetTier: 0 });
    expect(line(reasons, 'score_rep', 'fr')).toBe('0 renom : 2 de base, −4 pour une cible de rang 0 contre une bande de rang IV, jamais moins de 0');
    expect(line(reasons, 'rep_floor', 'en')).toBe('Rep never goes below 0 (computed −2)');
  });

  it('« si le raffut était de 7 et que la bande gagne 4 points supplémentaires, la jauge passe […] à 1 point de raffut »', () => {
    const { gauge, reasons } = accrueHeat({ heat: 7, wanted: 0 }, 4, DEFAULT_TABLE_RULES);
    expect(gauge).toEqual({ heat: 1, wanted: 1 });
    expect(lines(reasons, 'fr')).toEqual(['Raffut 7 + 4 → 1', 'Avis de recherche +1 (niveau 1) : la jauge de raffut a atteint 10, elle repart à 1']);
    expect(lines(reasons, 'en')).toEqual(['Heat 7 + 4 → 1', 'Wanted level +1 (now 1): heat reached 10 and restarts at 1']);
  });

  it('« un prêt de 350 co génère 4 marqueurs Pègres »', () => {
    const loan = takeLoan(makeWizard({ level: 5, markers: 0, gold: 0 }), 350);
    expect(loan.ok).toBe(true);
    if (!loan.ok) return;
    expect(line(loan.reasons, 'loan_markers', 'fr')).toBe('Prêt de 350 co : 4 marqueurs Pègre (1 par tranche de 100 co entamée)');
    expect(line(loan.reasons, 'loan_markers', 'en')).toBe('Loan of 350 gc: 4 debt markers (1 per 100 gc or part)');
    expect(line(loan.reasons, 'loan_gold_to_vault', 'fr')).toBe('+350 co dans le coffre-fort (total 350 co)');
  });

  it('a whole heat step: exposure, modifiers, and the gauge', () => {
    const heat = applyHeat(makeCrew({ heat: 7, wanted: 1 }), { exposure: 'loud', killings: true }, DEFAULT_TABLE_RULES);
    expect(heat.ok).toBe(true);
    if (!heat.ok) return;
    expect(lines(heat.reasons, 'fr')).toEqual([
      '+4 raffut : opération bruyante et chaotique, publicité importante',
      '+2 raffut : il y a eu des meurtres',
      'Raffut 7 + 6 → 3',
      'Avis de recherche +1 (niveau 2) : la jauge de raffut a atteint 10, elle repart à 3',
    ]);
    expect(lines(heat.reasons, 'en')).toEqual([
      '+4 heat: loud and chaotic, high exposure',
      '+2 heat: there were killings',
      'Heat 7 + 6 → 3',
      'Wanted level +1 (now 2): heat reached 10 and restarts at 3',
    ]);
  });

  it('the tithe, and the split named with the crew’s names', () => {
    const crew = makeCrew({ coin: 2, characters: [makeCharacter({ id: 'pc-1', name: 'Basile', coin: 0 })] });
    const payoff = applyPayoff(crew, { targetTier: 1, take: 25, tithe: { boss: 'Le Baron', paid: true }, split: { stash: 12, shares: [{ characterId: 'pc-1', coin: 10 }] } }, { table: DEFAULT_TABLE_RULES });
    expect(payoff.ok).toBe(true);
    if (!payoff.ok) return;
    const names = { names: namesFromCrew(crew) };
    expect(line(payoff.reasons, 'tithe', 'fr')).toBe('Dîme : 10 % de 25 = 3 argent (arrondi au supérieur)');
    expect(line(payoff.reasons, 'tithe', 'en')).toBe('Tithe: 10% of 25 = 3 coin (rounded up)');
    expect(line(payoff.reasons, 'character_share', 'fr', names)).toBe('+10 argent pour Basile (total 10)');
    // No lookup (none given, or still loading): never the id, and never "removed" — nothing is known gone.
    expect(line(payoff.reasons, 'character_share', 'en')).toBe('+10 coin to a character (now 10)');
    expect(line(payoff.reasons, 'character_share', 'fr')).toBe('+10 argent pour un personnage (total 10)');
    // A lookup that does not know the id: removed since.
    expect(line(payoff.reasons, 'character_share', 'en', { names: { character: () => undefined } })).toBe('+10 coin to a removed character (now 10)');
  });
});

describe('the French UI speaks the game’s French terms, the English one SPEC.md’s', () => {
  const samples: Reason[] = [
    reason('H3', 'heat_added', { from: 2, delta: 3, to: 5, wanted: 0 }),
    reason('E1', 'entanglement_rolled', { wanted: 2, heat: 5, column: '4-5', result: 2, band: '1-3', row: '1-3', candidates: 'cohort_trouble,questioning', hidden: false }),
    reason('P1', 'rep_gained', { delta: 2, applied: 2, rep: 5 }),
    reason('H3', 'wanted_up', { wanted: 1, carried: 0 }),
    reason('A1', 'downtime_started', { downtime: 1, allowance: 2, seasonBonus: false }),
    reason('E2', 'show_of_force_no_claim', { faction: 'f', factionTier: 1, status: -1, hold: 'strong' }),
  ];
  const fr = samples.map((r) => plain(formatReason(r, 'fr'))).join(' | ').toLocaleLowerCase('fr');
  const en = samples.map((r) => plain(formatReason(r, 'en'))).join(' | ').toLocaleLowerCase('en');

  it.each([
    ['raffut', 'heat'],
    ['imbroglio', 'entanglement'],
    ['renom', 'rep'],
    ['avis de recherche', 'wanted level'],
    ['temps mort', 'downtime'],
    ['assise', 'hold'],
  ])('%s / %s', (frTerm, enTerm) => {
    expect(fr).toContain(frTerm);
    expect(en).toContain(enTerm);
    expect(en).not.toContain(frTerm);
  });

  it('names the entanglements as the French table does', () => {
    expect(fr).toContain('problème de cohorte ou interpellation');
    expect(en).toContain('cohort trouble or questioning');
  });
});

describe('formatting details', () => {
  it('writes tiers as roman numerals', () => {
    expect(plain(formatReason(reason('I4', 'tier_raised', { from: 0, to: 1 }), 'fr'))).toBe('La bande passe du rang 0 au rang I');
    expect(formatReason(reason('I4', 'tier_raised', { from: 3, to: 4 }), 'en')).toBe('The crew rises from tier III to tier IV');
  });

  it('D5: a quality shift moves the band, or says the band stays when it is already at the end', () => {
    expect(plain(formatReason(reason('D5', 'band_shifted', { from: '4-5', steps: 1, to: '6' }), 'fr'))).toBe('Qualité +1 : le résultat passe de 4-5 à 6');
    expect(plain(formatReason(reason('D5', 'band_shifted', { from: 'crit', steps: 1, to: 'crit' }), 'fr'))).toBe('Qualité +1 : le résultat reste critique (déjà le meilleur)');
    expect(formatReason(reason('D5', 'band_shifted', { from: '1-3', steps: -2, to: '1-3' }), 'en')).toBe('Quality −2: the result stays 1-3 (already the worst)');
  });

  it('uses rule-specific words when one code means two things (H2 at_war vs E2 at_war)', () => {
    expect(plain(formatReason(reason('H2', 'at_war', { delta: 1 }), 'fr'))).toBe('+1 raffut : la bande est en guerre avec une autre bande');
    expect(formatReason(reason('E2', 'at_war', { wasAtWar: false }), 'en')).toBe('The crew is now at war');
  });

  it('names characters, factions and cohorts from a lookup (a faction inside the sentence: « les »), and words an unknown id, never showing it', () => {
    const crew = makeCrew({ factions: [makeFaction({ id: 'f-1', name: 'Les Lampions' })], characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' })] });
    const names = { names: mergeNames(namesFromCrew(crew), namesFromWizard(makeWizard(), 'fr')) };
    expect(plain(formatReason(reason('E2', 'status_changed', { faction: 'f-1', from: 0, to: -1 }), 'fr', names))).toBe('Relations avec les Lampions : 0 → −1');
    expect(plain(formatReason(reason('E2', 'status_changed', { faction: 'f-9', from: 0, to: 1 }), 'fr', names))).toBe('Relations avec une faction retirée : 0 → +1');
    expect(formatReason(reason('F6', 'member_misses_next_game', { memberId: 'a' }), 'en', names)).toBe('Tobin misses the next game');
    expect(formatRefusal({ rule: 'A1', code: 'character_unavailable', values: { character: 'pc-1', status: 'lost' } }, 'en', names)).toBe(
      'Arlette can’t act (lost, off-screen)',
    );
  });

  it('says the sentence of a PC handed over in an Arrest, and just « jailed » for a history that kept none', () => {
    const names = { names: namesFromCrew(makeCrew({ characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' })] })) };
    const handedOver = reason('E2', 'pc_jailed', { character: 'pc-1', sentence: 'several_months' });
    expect(plain(formatReason(handedOver, 'fr', names))).toBe('Arlette va en prison (peine : plusieurs mois)');
    expect(formatReason(handedOver, 'en', names)).toBe('Arlette is jailed (sentence: several months)');
    expect(plain(formatReason(reason('E2', 'pc_jailed', { character: 'pc-1' }), 'fr', names))).toBe('Arlette va en prison');
    expect(formatReason(reason('E2', 'pc_jailed', { character: 'pc-1' }), 'en', names)).toBe('Arlette is jailed');
  });

  it('words refusals, including the API’s 422 body as plain JSON', () => {
    expect(plain(formatRefusal({ rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } }, 'fr'))).toBe(
      'Plus d’activité de temps mort : 2 sur 2 déjà utilisées',
    );
    expect(formatRefusal({ rule: 'F1', code: 'markers_over_level', values: { favour: 'loan', needed: 4, free: 2, held: 1, level: 3 } }, 'en')).toBe(
      'Too many debt markers: the loan needs 4, the wizard (level 3) holds 1 and may take only 2 more',
    );
    expect(plain(formatRefusal({ rule: 'I4', code: 'not_enough_coin', values: { needed: 24, coin: 23 } }, 'fr'))).toBe(
      'Pas assez d’argent : il en faut 24, la caisse de la bande en a 23',
    );
  });

  it('falls back to neutral words for a code nobody put into words yet, never throwing', () => {
    const unknown = { rule: 'E2', code: 'brand_new_code', values: { a: 1, b: 'x', c: null } };
    expect(formatReason(unknown, 'en')).toBe('Rule E2: brand_new_code (a = 1, b = x, c = null)');
    expect(plain(formatRefusal(unknown, 'fr'))).toBe('Règle E2 : brand_new_code (a = 1, b = x, c = null)');
    expect(formatReason({ rule: 'E2', code: 'brand_new_code' }, 'en')).toBe(fallbackMessage({ rule: 'E2', code: 'brand_new_code' }, 'en'));
  });

  it('says why a character was saved (the API’s cause) in words, and an unknown cause as it is', () => {
    const saved = (cause: string) => reason('D7', 'character_edited', { name: 'Mireille', cause });
    expect(formatReason(saved('d12_comfort_lost'), 'en')).toBe('Character edited: Mireille (comfort lost)');
    expect(plain(formatReason(saved('d12_damage'), 'fr'))).toBe('Personnage modifié : Mireille (dommages)');
    expect(formatReason(saved('something_else'), 'en')).toBe('Character edited: Mireille (something_else)');
  });

  it('copes with missing or odd values', () => {
    expect(formatReason(reason('P1', 'score_rep'), 'en')).toBe('? rep: base ?, ? for target tier ? vs crew tier ?');
    expect(formatReason({ rule: 'P1', code: 'score_rep', values: { rep: 'lots', base: [] as unknown as number } }, 'fr')).toContain('renom');
  });

  it('cites the rule', () => {
    expect(formatRuleRef('H3', 'fr')).toBe('H3 · Jauge de raffut et avis de recherche');
    expect(formatRuleRef('Z9', 'en')).toBe('Z9 · Z9');
  });
});

describe('clocks (K1–K7) in words, named from the board', () => {
  const owner = { kind: 'crew', id: 'crew' } as const;
  const board: GameClock[] = [
    { id: 'k-plans', name: 'Les plans', owner, segments: 4, filled: 3, unlocks: ['k-casse'], racesAgainst: 'k-lampions' },
    { id: 'k-casse', name: 'Le casse', owner: { kind: 'character', id: 'pc-1' }, segments: 6, filled: 2 },
    { id: 'k-lampions', name: 'Vengeance', owner: { kind: 'faction', id: 'f-1' }, segments: 6, filled: 0, racesAgainst: 'k-plans' },
  ];
  // The names come from the board after the step, as the UI reads them (the new clock's too).
  const clockNames = new Map([...board.map((c) => [c.id, c.name] as const), ['k-fuite', 'La fuite'] as const]);
  const options = {
    names: mergeNames(
      namesFromCrew(makeCrew({ factions: [makeFaction({ id: 'f-1', name: 'Les Lampions', tier: 1 })], characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' })] })),
      { clock: (id: string) => clockNames.get(id) },
    ),
  };
  const both = (reasons: readonly Reason[]) => ({ fr: lines(reasons, 'fr', options), en: lines(reasons, 'en', options) });

  it('a new clock says whose it is, its size and its links', () => {
    const created = createClock(board, { id: 'k-fuite', name: 'La fuite', owner: { kind: 'faction', id: 'f-1' }, segments: 7, filled: 2, requires: 'k-casse' });
    if (!created.ok) throw new Error(created.error.code);
    expect(both(created.reasons)).toEqual({
      fr: ['Nouveau contrat des Lampions : « La fuite », 7 segments, dont 2 déjà remplis', '« La fuite » : 2 sur 7 (taille inhabituelle : 4, 6, 8 ou 12 d’ordinaire)', 'Il faut d’abord remplir « Le casse »'],
      en: ['New clock for Les Lampions: “La fuite”, 7 segments, 2 already filled', '“La fuite”: 2 of 7 (an unusual size: usually 4, 6, 8 or 12)', '“Le casse” must be filled first'],
    });
  });

  it('a fortune roll that fills a clock: the band’s ticks, the overflow lost, what it unlocked and the race it won', () => {
    const rolled = tickClockByRoll(board, { clockId: 'k-plans', method: { kind: 'fortune', pool: 1 } }, scripted([6]));
    if (!rolled.ok) throw new Error(rolled.error.code);
    expect(both(rolled.reasons).fr).toEqual([
      'Jet de chance du MJ : 1 dé',
      '1 dé : 6 → 6',
      '3 segments pour un résultat 6',
      '« Les plans » : +1 segment → 4 sur 4 (2 segments de trop, perdus)',
      'Contrat rempli : « Les plans »',
      'Contrat débloqué : « Le casse » (« Les plans » est rempli)',
      '« Les plans » est rempli avant « Vengeance » : il remporte la course',
    ]);
    expect(both(rolled.reasons).en.slice(2)).toEqual([
      '3 segments for a 6 result',
      '“Les plans”: +1 segment → 4 of 4 (2 segments too many, lost)',
      'Clock filled: “Les plans”',
      'Clock unlocked: “Le casse” (“Les plans” is filled)',
      '“Les plans” filled before “Vengeance”: it wins the race',
    ]);
  });

  it('the GM’s hand is clamped and says so; a faction rolls its tier; refusals name the clocks', () => {
    const hand = tickClockByHand(board, { clockId: 'k-casse', delta: -3 });
    if (!hand.ok) throw new Error(hand.error.code);
    expect(both(hand.reasons).fr).toEqual([
      '« Le casse » : −3 segments par le MJ, 2 → 0 sur 6',
      'Un contrat ne descend pas sous 0 (calcul : −1)',
      'Avancé à la main alors qu’il faut d’abord remplir « Les plans »',
    ]);
    const faction = tickFactionClock(board, [makeFaction({ id: 'f-1', name: 'Les Lampions', tier: 1 })], { clockId: 'k-lampions' }, scripted([5], { factionClockTicks: 'reduced' }));
    if (!faction.ok) throw new Error(faction.error.code);
    expect(both(faction.reasons).fr).toEqual([
      'Jet de rang des Lampions',
      'Rang I de la faction : 1 dé',
      '1 dé : 5 → 5 (4-5)',
      '1 segment pour un résultat 4-5 (barème réduit, règle de table)',
      '« Vengeance » : +1 segment → 1 sur 6',
    ]);
    expect(both(faction.reasons).en[0]).toBe('Tier roll for Les Lampions');
    const locked = tickClockByRoll(board, { clockId: 'k-casse', method: { kind: 'action', pool: 2 } }, scripted([]));
    if (locked.ok) throw new Error('not refused');
    expect(plain(formatRefusal(locked.error, 'fr', options))).toBe('Il faut d’abord remplir « Les plans » (3 sur 4)');
    expect(formatRefusal(locked.error, 'en', options)).toBe('“Les plans” must be filled first (3 of 4)');
    expect(formatRefusal(locked.error, 'en')).toBe('“a clock” must be filled first (3 of 4)'); // no lookup: never the id, never "removed"
  });
});
