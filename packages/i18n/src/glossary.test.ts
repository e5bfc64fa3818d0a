import { describe, expect, it } from 'vitest';
import * as rules from '@temps-mort/rules';
import {
  GLOSSARY,
  changeOf,
  countOf,
  formatD100Role,
  formatRollPurpose,
  hasTerm,
  term,
  termList,
  termLower,
  termOf,
  word,
  type TermGroup,
} from './glossary';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the vocabulary keeps the French terms in French', () => {
  it.each([
    ['crew', 'bande', 'crew'],
    ['rep', 'renom', 'rep'],
    ['heat', 'raffut', 'heat'],
    ['wanted', 'avis de recherche', 'wanted level'],
    ['tier', 'rang', 'tier'],
    ['hold', 'assise', 'hold'],
    ['entanglement', 'imbroglio', 'entanglement'],
    ['downtime', 'temps mort', 'downtime'],
    ['claim', 'domaine', 'claim'],
    ['prisonClaim', 'domaine carcéral', 'prison claim'],
    ['status', 'relations', 'status'],
    ['cohort', 'cohorte', 'cohort'],
    ['vice', 'vice', 'vice'],
    ['overindulgence', 'excès', 'overindulgence'],
    ['clock', 'contrat', 'clock'],
    ['quality', 'qualité', 'quality'],
    ['coin', 'argent', 'coin'],
    ['harm', 'blessure', 'harm'],
    ['trauma', 'trauma', 'trauma'],
    ['fortuneRoll', 'jet de chance', 'fortune roll'],
    ['debtMarker', 'marqueur Pègre', 'debt marker'],
    ['gc', 'co', 'gc'],
    ['wizard', 'sorcier', 'wizard'],
    ['warband', 'bande de guerre', 'warband'],
    ['body', 'Corps', 'Body'],
    ['mind', 'Esprit', 'Mind'],
    ['soul', 'Âme', 'Soul'],
    ['pool', 'réserve', 'pool'],
    ['destinyPoint', 'point de Destin', 'destiny point'],
    ['successThreshold', 'seuil de réussite', 'success threshold'],
    ['step', 'étape', 'step'],
    ['milestone', 'palier', 'milestone'],
    ['failureThreshold', 'seuil d’échec', 'failure threshold'],
  ] as const)('%s: %s / %s', (key, fr, en) => {
    expect(word(key, 'fr')).toBe(fr.replace("'", '’'));
    expect(word(key, 'en')).toBe(en);
  });

  it('counts and changes with the right plural', () => {
    expect(plain(countOf('die', 3, 'fr'))).toBe('3 dés');
    expect(plain(countOf('debtMarker', 4, 'fr'))).toBe('4 marqueurs Pègre');
    expect(plain(countOf('debtMarker', 1, 'en'))).toBe('1 debt marker');
    expect(changeOf('rep', 2, 'fr')).toBe('+2 renom');
    expect(changeOf('heat', -1, 'en')).toBe('−1 heat');
    expect(changeOf('step', -2, 'fr')).toBe('−2 étapes');
    expect(word('prisonClaim', 'fr', 2)).toBe('domaines carcéraux');
  });
});

describe('the glossary names every value the engine uses', () => {
  const cases: [TermGroup, readonly (string | number)[]][] = [
    ['exposure', rules.EXPOSURES],
    ['entanglement', rules.ENTANGLEMENT_KINDS],
    ['entanglementOption', [...new Set(Object.values(rules.ENTANGLEMENT_OPTION_IDS).flat())]],
    ['entanglementColumn', rules.ENTANGLEMENT_COLUMNS],
    ['entanglementRow', rules.ENTANGLEMENT_ROWS],
    ['band', rules.BANDS],
    ['poolOutcome', rules.BANDS],
    ['fortuneBand', rules.BANDS],
    ['activity', rules.DOWNTIME_ACTIVITY_KINDS],
    ['assetKind', rules.ASSET_KINDS],
    ['dangerousGoods', rules.DANGEROUS_GOODS],
    ['assetDuration', rules.ASSET_DURATIONS],
    ['assetEnd', rules.ASSET_ENDS],
    ['prisonClaim', rules.PRISON_CLAIM_KINDS],
    ['sentence', rules.SENTENCE_BY_WANTED],
    ['incarcerationOutcome', rules.INCARCERATION_OUTCOMES],
    ['overindulgence', rules.OVERINDULGENCE_CHOICES],
    ['harmLevel', [1, 2, 3, 4]],
    ['factionStatus', [-3, -2, -1, 0, 1, 2, 3]],
    ['downtimePhase', rules.DOWNTIME_PHASES],
    ['event', rules.downtimeEventSchema.options.map((o) => o.shape.type.value)],
    // A complex action's events, the kinds of the campaign's rolls (apps/api domain/rolls/store.ts `RollKind`), and undo.
    [
      'step',
      [
        ...rules.complexActionEventSchema.options.map((o) => o.shape.type.value),
        ...rules.wizardEventSchema.options.map((o) => o.shape.type.value),
        'd6_pool',
        'fortune',
        'd12_action',
        'd12_reroll',
        'd12_giving',
        'd12_critical',
        'd20',
        'd100_simple',
        'd100_opposed',
        'd100_group',
        'undo',
      ],
    ],
    ['d12Attribute', rules.D12_ATTRIBUTES],
    ['d12Degree', rules.D12_DEGREES],
    ['d12CriticalSuccess', rules.D12_CRITICAL_SUCCESS_OPTIONS],
    ['d12CriticalFailure', rules.D12_CRITICAL_FAILURE_OPTIONS],
    ['d12DamageKind', rules.D12_DAMAGE_KINDS],
    ['d12OutCause', Object.values(rules.D12_OUT_CAUSE)],
    ['hiredMuscle', rules.HIRED_MUSCLE_KINDS],
    ['debtCollectionEntry', rules.DEBT_COLLECTION_ENTRIES],
    ['warbandRole', rules.wizardSchema.shape.warband.element.shape.role.options],
    ['injuryCause', rules.INJURY_CAUSES],
    ['endOfGame', rules.END_OF_GAME_STAGES],
    ['characterStatus', rules.characterSchema.shape.status.options],
    ['hold', rules.crewSchema.shape.hold.options],
    ['cohortKind', rules.cohortSchema.shape.kind.options],
    ['crewField', Object.keys(rules.crewSchema.shape).filter((k) => k !== 'id')],
  ];

  it.each(cases)('%s', (group, values) => {
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(hasTerm(group, value), `${group}.${value}`).toBe(true);
      expect(termOf(group, value, 'fr')).not.toBe('');
      expect(termOf(group, value, 'en')).not.toBe('');
    }
    // Nothing left over for values the engine dropped.
    expect(Object.keys(GLOSSARY[group]).sort()).toEqual([...new Set(values.map(String))].sort());
  });

  it('uses the engine’s own French names for entanglements (ENTANGLEMENT_NAMES)', () => {
    for (const kind of rules.ENTANGLEMENT_KINDS) {
      expect(term('entanglement', kind, 'fr')).toBe(rules.ENTANGLEMENT_NAMES[kind].fr);
      expect(term('entanglement', kind, 'en')).toBe(rules.ENTANGLEMENT_NAMES[kind].en);
    }
  });

  it('uses seed 002’s names for hired muscle and the debt table', () => {
    for (const kind of rules.HIRED_MUSCLE_KINDS) expect(term('hiredMuscle', kind, 'fr')).toBe(rules.HIRED_MUSCLE_TABLE[kind].label);
    for (const row of rules.DEBT_COLLECTION_TABLE) expect(term('debtCollectionEntry', row.entry, 'fr')).toBe(row.label);
    expect(['Bandit', 'Voleur', 'Expert en pièges', 'Assassin', 'Barbier-chirurgien', 'Chasseur de trésors']).toEqual(
      rules.HIRED_MUSCLE_KINDS.map((k) => term('hiredMuscle', k, 'fr')),
    );
  });

  it('shows unknown values as they are, and mid-sentence forms in lower case', () => {
    expect(termOf('exposure', 'deafening', 'fr')).toBe('deafening');
    expect(termOf('exposure', undefined, 'fr')).toBe('?');
    expect(plain(termLower('exposure', 'contained', 'fr'))).toBe('opération confinée, publicité standard');
    expect(termLower('d12Attribute', 'body', 'fr')).toBe('corps');
    expect(termList('entanglement', 'arrest,cooperation', 'fr', 'or')).toBe('Arrestation ou Coopération');
    expect(formatRollPurpose('group_helper_2', 'en')).toBe('Group action: helper 2');
    expect(formatRollPurpose('acquire_asset', 'fr')).toBe('Acquérir une ressource');
    // No rule id nor engine code where a player reads a roll: a complex action's, a campaign roll's default.
    expect(formatRollPurpose('C3 Le coffre', 'fr')).toBe('Action complexe\u00a0: Le coffre');
    expect(formatRollPurpose('group_helper_2', 'fr')).toBe('Action de groupe\u00a0: aide 2');
    // The fear test's default purpose (and its re-roll), a d12 re-roll of a named roll.
    expect(formatRollPurpose('T5 fear test', 'fr')).toBe('Test de crainte (d12)');
    expect(formatRollPurpose('T5 fear test (re-roll)', 'en')).toBe('Fear test re-roll (destiny point)');
    expect(formatRollPurpose('d12 (re-roll)', 'fr')).toBe('Action (d12) (relance)');
    expect(formatRollPurpose('Escalade (re-roll)', 'en')).toBe('Escalade (re-roll)');
    expect(formatRollPurpose('C6 Le coffre', 'en')).toBe('Complex action: Le coffre');
    // The ledger's d20s: today's purposes, and the text older releases stored.
    expect(formatRollPurpose('debt_collection', 'fr')).toBe('Dette de fin de partie (d20)');
    expect(formatRollPurpose('F6 collection', 'fr')).toBe('Dette de fin de partie (d20)');
    expect(formatRollPurpose('F3 intimidation', 'en')).toBe('Intimidation (d20)');
    expect(formatRollPurpose('d6_pool', 'fr')).toBe('Jet d’action');
    expect(formatRollPurpose('d6', 'en')).toBe('Action roll');
    expect(formatRollPurpose('fortune', 'fr')).toBe('Jet de chance');
    expect(formatRollPurpose('fortune', 'en')).toBe('Fortune roll');
    expect(formatRollPurpose('d100 opposition', 'en')).toBe('Opposition (d100)');
    expect(formatRollPurpose('Crochetage', 'fr')).toBe('Crochetage');
    expect(formatRollPurpose('mystery', 'fr')).toBe('mystery');
    expect(formatD100Role('helper_3', 'fr')).toBe('Aide 3');
    expect(formatD100Role('lead', 'en')).toBe('Lead actor');
  });
});
