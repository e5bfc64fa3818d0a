import type {
  ClockVisibility,
  FactionField,
  ComplexActionEvent,
  SkillName,
  WizardEventType,
  AssetDuration,
  AssetEnd,
  AssetKind,
  AssetRepeat,
  Band,
  CharacterStatus,
  ComplexActionStatus,
  Crew,
  D100OppositionDecider,
  D100OppositionWinner,
  D12Attribute,
  D12CriticalFailureOption,
  D12CriticalSuccessOption,
  D12DamageKind,
  D12Degree,
  D12OutCause,
  D12RollKind,
  D12TraitAdvance,
  DangerousGoods,
  DebtCollectionEntry,
  DebtCollectionStatus,
  DebtExampleVictim,
  DebtFavourKind,
  DowntimeActivityKind,
  DowntimeEventType,
  EndOfGameStage,
  DowntimePhase,
  EntanglementColumn,
  EntanglementEffect,
  EntanglementKind,
  EntanglementOptionId,
  EntanglementRow,
  Exposure,
  Harm,
  Healer,
  HiredMuscleKind,
  Hold,
  IncarcerationOutcome,
  InjuryCause,
  LostCause,
  OverindulgenceChoice,
  PrisonClaimKind,
  QuestioningResult,

  Sentence,
  TableRules,
  UsualSuspectsResult,
  WarbandRole,
} from '@temps-mort/rules';
import type { Lang } from './lang';
import { capitalize, colon, formatCount, formatList, formatSigned, frenchTypography, pluralCategory, uncapitalize } from './format';

/**
 * The game's words in both languages. The French UI keeps the French names of the rule texts
 * (bande, renom, raffut, avis de recherche, imbroglio, temps mort, domaine…); the English UI uses
 * shared/rules/SPEC.md's vocabulary. Two parts:
 *
 * - `WORDS`: the vocabulary, singular and plural (`word('heat', 'fr')` → "raffut",
 *   `countOf('die', 3, 'fr')` → "3 dés").
 * - `GLOSSARY`: the name of every enum value the rules engine uses, group by group
 *   (`term('exposure', 'loud', 'fr')`), typed against the engine's own types so that a value added
 *   to the engine is a type error here until it has its words.
 *
 * The table-rule options' words are in tableRules.ts (only the settings screen needs them).
 * Labels are written as they stand alone (capitalised); `termLower` gives the mid-sentence form.
 * French is written with plain spaces before « : » etc.; the readers (`term`, `termOf`…) put the
 * no-break spaces in, so read through them rather than indexing GLOSSARY directly.
 */

/** A text in both languages. */
export interface Words {
  readonly fr: string;
  readonly en: string;
}

/** A noun in both languages: [singular, plural]. */
export interface Noun {
  readonly fr: readonly [string, string];
  readonly en: readonly [string, string];
}

/** The vocabulary of SPEC.md (French term → English identifier), and the other nouns the UI needs. */
export const WORDS = {
  crew: { fr: ['bande', 'bandes'], en: ['crew', 'crews'] },
  pc: { fr: ['PJ', 'PJ'], en: ['PC', 'PCs'] },
  gm: { fr: ['MJ', 'MJ'], en: ['GM', 'GMs'] },
  npc: { fr: ['PNJ', 'PNJ'], en: ['NPC', 'NPCs'] },
  player: { fr: ['joueur', 'joueurs'], en: ['player', 'players'] },
  character: { fr: ['personnage', 'personnages'], en: ['character', 'characters'] },
  faction: { fr: ['faction', 'factions'], en: ['faction', 'factions'] },
  score: { fr: ['coup', 'coups'], en: ['score', 'scores'] },
  payoff: { fr: ['récompense', 'récompenses'], en: ['payoff', 'payoffs'] },
  rep: { fr: ['renom', 'renom'], en: ['rep', 'rep'] },
  heat: { fr: ['raffut', 'raffut'], en: ['heat', 'heat'] },
  wanted: { fr: ['avis de recherche', 'avis de recherche'], en: ['wanted level', 'wanted levels'] },
  tier: { fr: ['rang', 'rangs'], en: ['tier', 'tiers'] },
  hold: { fr: ['assise', 'assises'], en: ['hold', 'holds'] },
  entanglement: { fr: ['imbroglio', 'imbroglios'], en: ['entanglement', 'entanglements'] },
  downtime: { fr: ['temps mort', 'temps morts'], en: ['downtime', 'downtimes'] },
  activity: { fr: ['activité', 'activités'], en: ['activity', 'activities'] },
  freePlay: { fr: ['action libre', 'actions libres'], en: ['free-play action', 'free-play actions'] },
  claim: { fr: ['domaine', 'domaines'], en: ['claim', 'claims'] },
  turf: { fr: ['territoire', 'territoires'], en: ['turf', 'turfs'] },
  prisonClaim: { fr: ['domaine carcéral', 'domaines carcéraux'], en: ['prison claim', 'prison claims'] },
  incarceration: { fr: ['incarcération', 'incarcérations'], en: ['incarceration', 'incarcerations'] },
  sentence: { fr: ['peine', 'peines'], en: ['sentence', 'sentences'] },
  status: { fr: ['relations', 'relations'], en: ['status', 'status'] },
  cohort: { fr: ['cohorte', 'cohortes'], en: ['cohort', 'cohorts'] },
  vice: { fr: ['vice', 'vices'], en: ['vice', 'vices'] },
  purveyor: { fr: ['fournisseur', 'fournisseurs'], en: ['purveyor', 'purveyors'] },
  overindulgence: { fr: ['excès', 'excès'], en: ['overindulgence', 'overindulgences'] },
  clock: { fr: ['contrat', 'contrats'], en: ['clock', 'clocks'] },
  segment: { fr: ['segment', 'segments'], en: ['segment', 'segments'] },
  project: { fr: ['projet à long terme', 'projets à long terme'], en: ['long-term project', 'long-term projects'] },
  quality: { fr: ['qualité', 'qualités'], en: ['quality', 'qualities'] },
  coin: { fr: ['argent', 'argent'], en: ['coin', 'coin'] },
  stash: { fr: ['caisse de la bande', 'caisses'], en: ['crew stash', 'stashes'] },
  tithe: { fr: ['dîme', 'dîmes'], en: ['tithe', 'tithes'] },
  boss: { fr: ['parrain', 'parrains'], en: ['crime boss', 'crime bosses'] },
  harm: { fr: ['blessure', 'blessures'], en: ['harm', 'harms'] },
  trauma: { fr: ['trauma', 'traumas'], en: ['trauma', 'traumas'] },
  load: { fr: ['charge', 'charges'], en: ['load', 'loads'] },
  skill: { fr: ['compétence', 'compétences'], en: ['skill', 'skills'] },
  action: { fr: ['action', 'actions'], en: ['action', 'actions'] },
  attribute: { fr: ['attribut', 'attributs'], en: ['attribute', 'attributes'] },
  circle: { fr: ['cercle', 'cercles'], en: ['circle', 'circles'] },
  asset: { fr: ['ressource', 'ressources'], en: ['asset', 'assets'] },
  roll: { fr: ['jet', 'jets'], en: ['roll', 'rolls'] },
  fortuneRoll: { fr: ['jet de chance', 'jets de chance'], en: ['fortune roll', 'fortune rolls'] },
  die: { fr: ['dé', 'dés'], en: ['die', 'dice'] },
  critical: { fr: ['critique', 'critiques'], en: ['critical', 'criticals'] },
  debtMarker: { fr: ['marqueur Pègre', 'marqueurs Pègre'], en: ['debt marker', 'debt markers'] },
  gc: { fr: ['co', 'co'], en: ['gc', 'gc'] },
  gold: { fr: ['or', 'or'], en: ['gold', 'gold'] },
  vault: { fr: ['coffre-fort', 'coffres-forts'], en: ['vault', 'vaults'] },
  underworld: { fr: ['la Pègre', 'la Pègre'], en: ['the Underworld', 'the Underworld'] },
  favour: { fr: ['faveur', 'faveurs'], en: ['favour', 'favours'] },
  loan: { fr: ['prêt', 'prêts'], en: ['loan', 'loans'] },
  intimidation: { fr: ['intimidation', 'intimidations'], en: ['intimidation', 'intimidations'] },
  hiredMuscle: { fr: ['gros bras', 'gros bras'], en: ['hired muscle', 'hired muscle'] },
  collection: { fr: ['réclamation de la dette', 'réclamations de la dette'], en: ['debt collection', 'debt collections'] },
  wizard: { fr: ['sorcier', 'sorciers'], en: ['wizard', 'wizards'] },
  apprentice: { fr: ['apprenti', 'apprentis'], en: ['apprentice', 'apprentices'] },
  warband: { fr: ['bande de guerre', 'bandes de guerre'], en: ['warband', 'warbands'] },
  permanentInjury: { fr: ['blessure permanente', 'blessures permanentes'], en: ['permanent injury', 'permanent injuries'] },
  member: { fr: ['membre', 'membres'], en: ['member', 'members'] },
  will: { fr: ['Volonté', 'Volonté'], en: ['Will', 'Will'] },
  level: { fr: ['niveau', 'niveaux'], en: ['level', 'levels'] },
  game: { fr: ['partie', 'parties'], en: ['game', 'games'] },
  body: { fr: ['Corps', 'Corps'], en: ['Body', 'Body'] },
  mind: { fr: ['Esprit', 'Esprit'], en: ['Mind', 'Mind'] },
  soul: { fr: ['Âme', 'Âme'], en: ['Soul', 'Soul'] },
  value: { fr: ['valeur', 'valeurs'], en: ['value', 'values'] },
  pool: { fr: ['réserve', 'réserves'], en: ['pool', 'pools'] },
  trait: { fr: ['trait', 'traits'], en: ['trait', 'traits'] },
  comfort: { fr: ['réconfort', 'réconforts'], en: ['comfort', 'comforts'] },
  fear: { fr: ['crainte', 'craintes'], en: ['fear', 'fears'] },
  destinyPoint: { fr: ['point de Destin', 'points de Destin'], en: ['destiny point', 'destiny points'] },
  threshold: { fr: ['seuil', 'seuils'], en: ['threshold', 'thresholds'] },
  successThreshold: { fr: ['seuil de réussite', 'seuils de réussite'], en: ['success threshold', 'success thresholds'] },
  step: { fr: ['étape', 'étapes'], en: ['step', 'steps'] },
  milestone: { fr: ['palier', 'paliers'], en: ['milestone', 'milestones'] },
  failureThreshold: { fr: ['seuil d’échec', 'seuils d’échec'], en: ['failure threshold', 'failure thresholds'] },
  complexAction: { fr: ['action complexe', 'actions complexes'], en: ['complex action', 'complex actions'] },
  opposition: { fr: ['opposition', 'oppositions'], en: ['opposition', 'oppositions'] },
  groupAction: { fr: ['action de groupe', 'actions de groupe'], en: ['group action', 'group actions'] },
  helper: { fr: ['aide', 'aides'], en: ['helper', 'helpers'] },
  reroll: { fr: ['relance', 'relances'], en: ['re-roll', 're-rolls'] },
  scenario: { fr: ['scénario', 'scénarios'], en: ['scenario', 'scenarios'] },
  cycle: { fr: ['cycle', 'cycles'], en: ['cycle', 'cycles'] },
  campaign: { fr: ['campagne', 'campagnes'], en: ['campaign', 'campaigns'] },
  /** The d12 system's milestones ("jalons": end of scenario, cycle, campaign). */
  d12Milestone: { fr: ['jalon', 'jalons'], en: ['milestone', 'milestones'] },
  tableRule: { fr: ['règle de table', 'règles de table'], en: ['table rule', 'table rules'] },
  shareLink: { fr: ['lien de partage', 'liens de partage'], en: ['share link', 'share links'] },
  point: { fr: ['point', 'points'], en: ['point', 'points'] },
  hour: { fr: ['heure', 'heures'], en: ['hour', 'hours'] },
  ten: { fr: ['dizaine', 'dizaines'], en: ['ten', 'tens'] },
} as const satisfies Readonly<Record<string, Noun>>;

export type WordKey = keyof typeof WORDS;

/** A word, singular by default, or the form for `count` ("1 dé", "2 dés"; French 0 is singular). */
export function word(key: WordKey, lang: Lang, count = 1): string {
  const [one, other] = WORDS[key][lang];
  return pluralCategory(count, lang) === 'one' ? one : other;
}

/** A count with its word: "3 dés" / "3 dice", "1 marqueur Pègre" / "1 debt marker". */
export function countOf(key: WordKey, count: number, lang: Lang): string {
  const [one, other] = WORDS[key][lang];
  return formatCount(count, one, other, lang);
}

/** A signed change with its word: "+2 renom", "−1 raffut" / "+2 rep", "−1 heat". */
export function changeOf(key: WordKey, delta: number, lang: Lang): string {
  return `${formatSigned(delta, lang)} ${word(key, lang, Math.abs(delta))}`;
}

// ------------------------------------------------------------------------------------------------
// Enum values.

type Terms<K extends PropertyKey> = { readonly [P in K]: Words };


/** Fields of the crew sheet (for "crew sheet edited (rep, coin)" and the forms). */
type CrewField = Exclude<keyof Crew, 'id'>;

/** The d100 roles a test reason names (helpers are `helper_1`, `helper_2`…). */
type D100Role = 'actor' | 'opponent' | 'lead' | 'helper';

/** What an entanglement needs of a faction's status (E2: Cooperation, Show of force, Reprisals, Rivals). */
type FactionNeeded = 'plus_3' | 'negative' | 'neutral';

/** H2's four modifiers, as the heat form names them. */
type HeatModifier = 'highProfileTarget' | 'hostileTerritory' | 'atWar' | 'killings';

export const GLOSSARY = {
  /** H1. */
  exposure: {
    quiet: { fr: 'Opération calme et sans problème, peu de publicité', en: 'Quiet, low exposure' },
    contained: { fr: 'Opération confinée, publicité standard', en: 'Contained, standard exposure' },
    loud: { fr: 'Opération bruyante et chaotique, publicité importante', en: 'Loud and chaotic, high exposure' },
    wild: { fr: 'Opération sans la moindre retenue, publicité accablante', en: 'Wild, devastating exposure' },
  } satisfies Terms<Exposure>,
  /** H2. */
  heatModifier: {
    highProfileTarget: { fr: 'Cible bien en vue ou disposant d’importantes relations', en: 'High-profile or well-connected target' },
    hostileTerritory: { fr: 'Territoire hostile', en: 'Hostile territory' },
    atWar: { fr: 'Bande en guerre avec une autre bande', en: 'Crew at war with another crew' },
    killings: { fr: 'Il y a eu des meurtres', en: 'There were killings' },
  } satisfies Terms<HeatModifier>,
  /** E1: the names of the French text's table (the same as the engine's ENTANGLEMENT_NAMES). */
  entanglement: {
    arrest: { fr: 'Arrestation', en: 'Arrest' },
    demonic_notice: { fr: 'Attention démoniaque', en: 'Demonic notice' },
    cooperation: { fr: 'Coopération', en: 'Cooperation' },
    show_of_force: { fr: 'Démonstration de force', en: 'Show of force' },
    questioning: { fr: 'Interpellation', en: 'Questioning' },
    interrogation: { fr: 'Interrogatoire', en: 'Interrogation' },
    unquiet_dead: { fr: 'Mort sans repos', en: 'Unquiet dead' },
    cohort_trouble: { fr: 'Problème de cohorte', en: 'Cohort trouble' },
    reprisals: { fr: 'Représailles', en: 'Reprisals' },
    flipped: { fr: 'Retourner sa veste', en: 'Flipped' },
    rivals: { fr: 'Rivalités', en: 'Rivals' },
    usual_suspects: { fr: 'Suspects de convenance', en: 'Usual suspects' },
  } satisfies Terms<EntanglementKind>,
  /** E2: the ways out of an entanglement. */
  entanglementOption: {
    bribe: { fr: 'Soudoyer', en: 'Bribe' },
    hand_over: { fr: 'Livrer quelqu’un', en: 'Hand someone over' },
    evade: { fr: 'Échapper à la capture', en: 'Evade capture' },
    accept_deal: { fr: 'Accepter le marché', en: 'Accept the deal' },
    lie_low: { fr: 'Se faire oublier', en: 'Lie low' },
    other: { fr: 'Le rembarrer autrement', en: 'Another way out' },
    accept: { fr: 'Accepter la faveur', en: 'Accept the favour' },
    refuse: { fr: 'Refuser', en: 'Refuse' },
    nothing: { fr: 'Rien ne se passe', en: 'Nothing happens' },
    concede_claim: { fr: 'Concéder un domaine', en: 'Concede a claim' },
    lose_hold: { fr: 'Perdre un niveau d’assise', en: 'Lose a level of hold' },
    go_to_war: { fr: 'Déclarer la guerre', en: 'Go to war' },
    fortune_roll: { fr: 'Jet de chance', en: 'Fortune roll' },
    pay: { fr: 'Payer', en: 'Pay' },
    pay_personal: { fr: 'Payer de sa poche', en: 'Pay out of pocket' },
    beaten: { fr: 'Se faire rosser et parler', en: 'Take the beating and talk' },
    hire_occultist: { fr: 'Engager un occultiste', en: 'Hire an occultist' },
    confront: { fr: 'Affronter l’esprit', en: 'Confront the spirit' },
    lose_face: { fr: 'Perdre la face', en: 'Lose face' },
    make_example: { fr: 'Faire un exemple', en: 'Make an example' },
    face_retaliation: { fr: 'Affronter les représailles', en: 'Face the retaliation' },
    apologise: { fr: 'Présenter ses excuses', en: 'Apologise' },
    let_it_happen: { fr: 'Laisser faire', en: 'Let it happen' },
    fight: { fr: 'Riposter', en: 'Fight back' },
    switch_allegiance: { fr: 'Changement d’allégeance', en: 'Switch allegiance' },
    give_way_rep: { fr: 'Céder (renom)', en: 'Give way (rep)' },
    give_way_coin: { fr: 'Céder (argent)', en: 'Give way (coin)' },
    stand_up: { fr: 'Tenir tête', en: 'Stand up to them' },
  } satisfies Terms<EntanglementOptionId>,
  /** E2: what an option does to the sheet (previews). */
  entanglementEffect: {
    coin: { fr: 'Argent de la caisse', en: 'Coin from the stash' },
    character_coin: { fr: 'Argent du PJ', en: 'The PC’s coin' },
    rep: { fr: 'Renom', en: 'Rep' },
    heat: { fr: 'Raffut', en: 'Heat' },
    status: { fr: 'Relations', en: 'Status' },
    status_set: { fr: 'Relations fixées', en: 'Status set' },
    at_war: { fr: 'En guerre', en: 'At war' },
    convicted: { fr: 'Condamnation (avis de recherche −1, raffut à 0)', en: 'Conviction (wanted level −1, heat 0)' },
    jailed: { fr: 'PJ incarcéré', en: 'PC jailed' },
    claim_lost: { fr: 'Domaine perdu', en: 'Claim lost' },
    hold_lost: { fr: 'Niveau d’assise perdu', en: 'Level of hold lost' },
    harm: { fr: 'Blessure', en: 'Harm' },
    npc_harm: { fr: 'Blessure d’un PNJ', en: 'NPC harm' },
    allegiance_switched: { fr: 'Changement d’allégeance', en: 'Allegiance switched' },
  } satisfies Terms<EntanglementEffect['type']>,
  /** E2: the faction an entanglement comes from. */
  factionNeeded: {
    plus_3: { fr: 'Relations à +3', en: 'Status +3' },
    negative: { fr: 'Relations négatives', en: 'Negative status' },
    neutral: { fr: 'Relations neutres (0)', en: 'Neutral status (0)' },
  } satisfies Terms<FactionNeeded>,
  /** E2 Questioning's fortune roll. */
  questioningResult: {
    heat_plus_2: { fr: 'Raffut +2', en: '+2 heat' },
    heat_plus_1: { fr: 'Raffut +1', en: '+1 heat' },
    nothing: { fr: 'Rien ne fuit', en: 'Nothing leaks' },
  } satisfies Terms<QuestioningResult>,
  /** E2 Usual suspects' fortune roll. */
  usualSuspectsResult: {
    heat_plus_2: { fr: 'Raffut +2', en: '+2 heat' },
    npc_harm: { fr: 'Le PNJ subit une blessure de niveau 2', en: 'The NPC takes level 2 harm' },
    nothing: { fr: 'Il tient bon', en: 'They hold out' },
  } satisfies Terms<UsualSuspectsResult>,
  /** E1: the columns of the table (the crew's heat). */
  entanglementColumn: {
    '0-3': { fr: 'Raffut 0 à 3', en: 'Heat 0–3' },
    '4-5': { fr: 'Raffut 4 à 5', en: 'Heat 4–5' },
    '6+': { fr: 'Raffut 6 et plus', en: 'Heat 6+' },
  } satisfies Terms<EntanglementColumn>,
  /** E1: the rows of the table (the highest die). */
  entanglementRow: {
    '1-3': { fr: '1-3', en: '1-3' },
    '4-5': { fr: '4-5', en: '4-5' },
    '6': { fr: '6', en: '6' },
    crit: { fr: 'Critique (n’importe lequel de la colonne)', en: 'Critical (any of the column)' },
  } satisfies Terms<EntanglementRow>,
  /** D2: the result of a d6 pool. */
  band: {
    '1-3': { fr: '1-3', en: '1-3' },
    '4-5': { fr: '4-5', en: '4-5' },
    '6': { fr: '6', en: '6' },
    crit: { fr: 'Critique', en: 'Critical' },
  } satisfies Terms<Band>,
  /** D2: an action roll's band as its outcome (SPEC A8 reads 1-3 as a failure), the band kept in sight (its hyphen U+2011: never a line break inside it). */
  poolOutcome: {
    '1-3': { fr: 'Échec (1‑3)', en: 'Failure (1‑3)' },
    '4-5': { fr: 'Réussite partielle (4‑5)', en: 'Partial success (4‑5)' },
    '6': { fr: 'Réussite totale (6)', en: 'Full success (6)' },
    crit: { fr: 'Critique', en: 'Critical' },
  } satisfies Terms<Band>,
  /** D1 + D5: a fortune roll's band, as the table it was made for reads it. */
  fortuneBand: {
    '1-3': { fr: 'Résultat 1-3', en: '1-3 result' },
    '4-5': { fr: 'Résultat 4-5', en: '4-5 result' },
    '6': { fr: 'Résultat 6', en: '6 result' },
    crit: { fr: 'Résultat critique', en: 'Critical result' },
  } satisfies Terms<Band>,
  /** A1, A4–A9: the downtime activities, as the French text lists them. */
  activity: {
    acquire_asset: { fr: 'Acquérir une ressource', en: 'Acquire asset' },
    long_term_project: { fr: 'Projet à long terme', en: 'Long-term project' },
    recover: { fr: 'Récupérer', en: 'Recover' },
    reduce_heat: { fr: 'Réduire le raffut', en: 'Reduce heat' },
    train: { fr: 'S’entraîner', en: 'Train' },
    indulge_vice: { fr: 'S’adonner à ses vices', en: 'Indulge vice' },
  } satisfies Terms<DowntimeActivityKind>,
  /** A4. */
  assetKind: {
    special_equipment: { fr: 'Équipement spécial', en: 'Special equipment' },
    common_items: { fr: 'Ensemble d’objets communs', en: 'Set of common items' },
    cohort_expert: { fr: 'Cohorte (expert)', en: 'Cohort (expert)' },
    cohort_gang: { fr: 'Cohorte (gang)', en: 'Cohort (gang)' },
    vehicle: { fr: 'Véhicule', en: 'Vehicle' },
    service: { fr: 'Service', en: 'Service' },
    temporary_use: { fr: 'Utilisation temporaire (entrepôt, avocat…)', en: 'Temporary use (warehouse, lawyer…)' },
    other: { fr: 'Autre', en: 'Other' },
  } satisfies Terms<AssetKind>,
  /** A4: bought rather than crafted, +2 heat. */
  dangerousGoods: {
    alchemical: { fr: 'Produit alchimique', en: 'Alchemical' },
    poison: { fr: 'Poison', en: 'Poison' },
    bomb: { fr: 'Bombe', en: 'Bomb' },
    gadget: { fr: 'Gadget dangereux', en: 'Dangerous gadget' },
  } satisfies Terms<DangerousGoods>,
  /** A4. */
  assetRepeat: {
    first: { fr: 'Première fois', en: 'First time' },
    again: { fr: 'Même ressource, de nouveau', en: 'Same asset again' },
    after_every_use: { fr: 'Après chaque usage (location permanente)', en: 'After every use (permanent rental)' },
  } satisfies Terms<AssetRepeat>,
  /** A4. */
  assetDuration: {
    one_score: { fr: 'Pour la durée d’un coup', en: 'For one score' },
    just_in_case: { fr: 'Au cas où', en: 'Just in case' },
    permanent_rental: { fr: 'Location permanente', en: 'Permanent rental' },
  } satisfies Terms<AssetDuration>,
  /** A4: why an acquired asset leaves the crew sheet. */
  assetEnd: {
    used: { fr: 'Utilisée pour de bon', en: 'Used in earnest' },
    quiet_week: { fr: 'Une semaine sans rien', en: 'A quiet week passed' },
    lost: { fr: 'Perdue', en: 'Lost' },
  } satisfies Terms<AssetEnd>,
  /** A6. */
  healerKind: {
    self: { fr: 'Soi-même (chirurgie, −1 qualité)', en: 'Oneself (surgery, −1 quality)' },
    pc: { fr: 'Un autre PJ', en: 'Another PC' },
    npc: { fr: 'Un PNJ (contact ou ressource)', en: 'An NPC (contact or asset)' },
  } satisfies Terms<Healer['kind']>,
  /** I4. */
  prisonClaim: {
    controlled_cell_block: { fr: 'Bloc sous contrôle', en: 'Controlled cell block' },
    smuggling: { fr: 'Contrebande', en: 'Smuggling' },
    allied_claim: { fr: 'Domaine allié', en: 'Allied claim' },
    bribed_guards: { fr: 'Gardes soudoyés', en: 'Bribed guards' },
    hard_case: { fr: 'Gros dur', en: 'Hard case' },
    parole: { fr: 'Libération conditionnelle', en: 'Parole' },
  } satisfies Terms<PrisonClaimKind>,
  /** I2. */
  sentence: {
    a_few_weeks: { fr: 'Quelques semaines', en: 'A few weeks' },
    one_or_two_months: { fr: 'Un mois ou deux', en: 'One or two months' },
    several_months: { fr: 'Plusieurs mois', en: 'Several months' },
    one_or_two_years: { fr: 'Un an ou deux', en: 'One or two years' },
    life_or_execution: { fr: 'Prison à vie ou exécution', en: 'Life or execution' },
  } satisfies Terms<Sentence>,
  /** I3. */
  incarcerationOutcome: {
    crit: { fr: 'Vous vous faites un nom en prison', en: 'You make a name for yourself inside' },
    claim: { fr: 'Vous purgez votre peine comme un chef', en: 'You do your time like a boss' },
    nothing: { fr: 'Vous faites profil bas, sans incident', en: 'You keep your head down, no incident' },
    trauma: { fr: 'C’est un enfer', en: 'It’s hell' },
  } satisfies Terms<IncarcerationOutcome>,
  /** V2. */
  overindulgence: {
    attract_trouble: { fr: 'S’attirer des ennuis', en: 'Attract trouble' },
    brag: { fr: 'Se vanter de ses exploits', en: 'Brag' },
    lost: { fr: 'Se perdre', en: 'Lost' },
    tapped: { fr: 'Se faire sevrer', en: 'Tapped' },
  } satisfies Terms<OverindulgenceChoice>,
  /** V2/V3: why a PC is off-screen. */
  lostCause: {
    overindulgence: { fr: 'Excès', en: 'Overindulgence' },
    sink_into_vice: { fr: 'Sombrer dans le vice', en: 'Sinking into vice' },
  } satisfies Terms<LostCause>,
  /** Harm levels 1–4. */
  harmLevel: {
    1: { fr: 'Légère', en: 'Lesser' },
    2: { fr: 'Modérée', en: 'Moderate' },
    3: { fr: 'Grave', en: 'Severe' },
    4: { fr: 'Fatale', en: 'Fatal' },
  } satisfies Terms<Harm['level']>,
  // Said of any PC, whatever their gender: no adjective to agree (« Arlette · En jeu », not « Actif »).
  characterStatus: {
    active: { fr: 'En jeu', en: 'Active' },
    jailed: { fr: 'En prison', en: 'Jailed' },
    lost: { fr: 'Hors champ', en: 'Lost, off-screen' },
    retired: { fr: 'À la retraite', en: 'Retired' },
    out: { fr: 'Hors jeu', en: 'Out' },
  } satisfies Terms<CharacterStatus>,
  /** Faction status ("relations") −3..+3, in words. */
  factionStatus: {
    [-3]: { fr: 'En guerre', en: 'At war' },
    [-2]: { fr: 'Hostiles', en: 'Hostile' },
    [-1]: { fr: 'Inamicales', en: 'Interfering' },
    0: { fr: 'Neutres', en: 'Neutral' },
    1: { fr: 'Serviables', en: 'Helpful' },
    2: { fr: 'Amicales', en: 'Friendly' },
    3: { fr: 'Alliées', en: 'Allies' },
  } satisfies Terms<-3 | -2 | -1 | 0 | 1 | 2 | 3>,
  hold: {
    weak: { fr: 'Faible', en: 'Weak' },
    strong: { fr: 'Forte', en: 'Strong' },
  } satisfies Terms<Hold>,
  cohortKind: {
    gang: { fr: 'Gang', en: 'Gang' },
    expert: { fr: 'Expert', en: 'Expert' },
  } satisfies Terms<'gang' | 'expert'>,
  crewField: {
    name: { fr: 'Nom', en: 'Name' },
    tier: { fr: 'Rang', en: 'Tier' },
    hold: { fr: 'Assise', en: 'Hold' },
    rep: { fr: 'Renom', en: 'Rep' },
    coin: { fr: 'Argent', en: 'Coin' },
    heat: { fr: 'Raffut', en: 'Heat' },
    wanted: { fr: 'Avis de recherche', en: 'Wanted level' },
    atWar: { fr: 'En guerre', en: 'At war' },
    claims: { fr: 'Domaines', en: 'Claims' },
    prisonClaims: { fr: 'Domaines carcéraux', en: 'Prison claims' },
    unpaidTithes: { fr: 'Dîmes impayées', en: 'Unpaid tithes' },
    pendingEntanglements: { fr: 'Imbroglios en attente', en: 'Held entanglements' },
    factions: { fr: 'Factions', en: 'Factions' },
    cohorts: { fr: 'Cohortes', en: 'Cohorts' },
    assets: { fr: 'Ressources acquises', en: 'Acquired assets' },
    characters: { fr: 'Personnages', en: 'Characters' },
    clocks: { fr: 'Contrats', en: 'Clocks' },
  } satisfies Terms<CrewField>,
  /** The order of a downtime. */
  downtimePhase: {
    idle: { fr: 'Pas encore de temps mort', en: 'No downtime yet' },
    payoff: { fr: 'Récompense', en: 'Payoff' },
    heat: { fr: 'Raffut', en: 'Heat' },
    incarceration: { fr: 'Incarcération', en: 'Incarceration' },
    entanglement: { fr: 'Imbroglio', en: 'Entanglement' },
    activities: { fr: 'Activités de temps mort', en: 'Downtime activities' },
    done: { fr: 'Retour au jeu libre', en: 'Back to free play' },
  } satisfies Terms<DowntimePhase>,
  /** The events of a crew's history (history filters, "not now" refusals). */
  event: {
    start: { fr: 'Début du temps mort', en: 'Downtime started' },
    payoff: { fr: 'Récompense', en: 'Payoff' },
    heat: { fr: 'Raffut', en: 'Heat' },
    conflict_heat: { fr: 'Raffut après un conflit', en: 'Heat after a conflict' },
    jail: { fr: 'Incarcération', en: 'Jailing' },
    incarceration_roll: { fr: 'Jet d’incarcération', en: 'Incarceration roll' },
    incarceration_gains: { fr: 'Gains de prison', en: 'Prison gains' },
    release: { fr: 'Libération', en: 'Release' },
    entanglement_roll: { fr: 'Jet d’imbroglio', en: 'Entanglement roll' },
    entanglement_pick: { fr: 'Choix de l’imbroglio', en: 'Entanglement pick' },
    entanglement_reveal: { fr: 'Imbroglio révélé', en: 'Entanglement revealed' },
    entanglement_resolve: { fr: 'Imbroglio résolu', en: 'Entanglement resolved' },
    advance: { fr: 'Étape suivante', en: 'Next step' },
    activity: { fr: 'Activité de temps mort', en: 'Downtime activity' },
    asset_settle: { fr: 'Ressource réglée', en: 'Asset settled' },
    overindulgence: { fr: 'Excès', en: 'Overindulgence' },
    sink_into_vice: { fr: 'Sombrer dans le vice', en: 'Sink into vice' },
    return_from_lost: { fr: 'Retour d’un PJ', en: 'A PC returns' },
    new_purveyor: { fr: 'Nouveau fournisseur', en: 'New purveyor' },
    project_create: { fr: 'Nouveau projet à long terme', en: 'New long-term project' },
    free_play: { fr: 'Action libre', en: 'Free-play action' },
    raise_tier: { fr: 'Montée de rang', en: 'Tier raised' },
    crew_created: { fr: 'Bande créée', en: 'Crew created' },
    crew_edit: { fr: 'Feuille de bande modifiée', en: 'Crew sheet edited' },
    faction_save: { fr: 'Faction enregistrée', en: 'Faction saved' },
    faction_remove: { fr: 'Faction retirée', en: 'Faction removed' },
    character_save: { fr: 'Personnage enregistré', en: 'Character saved' },
    character_remove: { fr: 'Personnage retiré', en: 'Character removed' },
    character_texts: { fr: 'Textes du personnage modifiés', en: 'Character’s texts edited' },
    cohort_save: { fr: 'Cohorte enregistrée', en: 'Cohort saved' },
    cohort_remove: { fr: 'Cohorte retirée', en: 'Cohort removed' },
    asset_remove: { fr: 'Ressource retirée', en: 'Asset removed' },
    clock_save: { fr: 'Contrat enregistré', en: 'Clock saved' },
    clock_remove: { fr: 'Contrat retiré', en: 'Clock removed' },
    clock_tick: { fr: 'Contrat avancé à la main', en: 'Clock ticked by hand' },
    clock_roll: { fr: 'Jet sur un contrat', en: 'Clock roll' },
  } satisfies Terms<DowntimeEventType>,
  /** K1: what players know of a clock of the crew or of a faction. */
  clockVisibility: {
    open: { fr: 'Connu des joueurs', en: 'Known to the players' },
    name_only: { fr: 'Nom seul pour les joueurs', en: 'Name only for the players' },
    gm_only: { fr: 'MJ seul', en: 'GM only' },
  } satisfies Terms<ClockVisibility>,
  /** A faction's parts the GM may keep to themself. */
  factionField: {
    goal: { fr: 'But', en: 'Goal' },
    notes: { fr: 'Notes', en: 'Notes' },
    assets: { fr: 'Atouts', en: 'Assets' },
  } satisfies Terms<FactionField>,
  /** The steps of the campaign's other histories: its dice (a roll's kind) and its complex actions. */
  step: {
    d6_pool: { fr: 'Jet d’action', en: 'Action roll' },
    fortune: { fr: 'Jet de chance', en: 'Fortune roll' },
    d12_action: { fr: 'Action au d12', en: 'd12 action' },
    d20: { fr: 'Jet de d20', en: 'd20 roll' },
    d100_simple: { fr: 'Test au d100', en: 'd100 test' },
    d100_opposed: { fr: 'Opposition au d100', en: 'd100 opposition' },
    d100_group: { fr: 'Action de groupe au d100', en: 'd100 group action' },
    complex_action_created: { fr: 'Action complexe créée', en: 'Complex action created' },
    complex_action_restored: { fr: 'Action complexe reprise', en: 'Complex action taken up' },
    complex_roll: { fr: 'Jet d’action complexe', en: 'Complex action roll' },
    complex_opposed_roll: { fr: 'Round d’opposition', en: 'Opposed round' },
    complex_group_roll: { fr: 'Jet de groupe', en: 'Group roll' },
    d12_reroll: { fr: 'Relance (point de Destin)', en: 'Re-roll (destiny point)' },
    d12_giving: { fr: 'Donner de sa personne (d12)', en: 'Giving of oneself (d12)' },
    d12_critical: { fr: 'Critique : option choisie (d12)', en: 'Critical: option picked (d12)' },
    wizard_created: { fr: 'Sorcier créé', en: 'Wizard created' },
    wizard_restored: { fr: 'Registre repris', en: 'Ledger taken up' },
    wizard_edit: { fr: 'Fiche du sorcier modifiée', en: 'Wizard’s sheet edited' },
    member_add: { fr: 'Recrue dans la bande de guerre', en: 'Warband member added' },
    member_edit: { fr: 'Membre de la bande de guerre modifié', en: 'Warband member edited' },
    member_remove: { fr: 'Départ de la bande de guerre', en: 'Warband member removed' },
    favour: { fr: 'Faveur de la Pègre', en: 'Underworld favour' },
    hired_muscle_settle: { fr: 'Gros bras : fin de partie', en: 'Hired muscle: end of game' },
    pay_off: { fr: 'Remboursement', en: 'Pay-off' },
    collection_start: { fr: 'Dette de fin de partie', en: 'End-of-game debt check' },
    collection_sale: { fr: 'Dette : la vente', en: 'Debt: the sale' },
    collection_help: { fr: 'Dette : le coup de main', en: 'Debt: a little help' },
    undo: { fr: 'Annulation', en: 'Undo' },
  } satisfies Terms<
    'd6_pool' | 'fortune' | 'd12_action' | 'd12_reroll' | 'd12_giving' | 'd12_critical' | 'd20' | 'd100_simple' | 'd100_opposed' | 'd100_group' | ComplexActionEvent['type'] | WizardEventType | 'undo'
  >,
  /** Tithe and hard-case rounding (table rules). */
  rounding: {
    up: { fr: 'Arrondi au supérieur', en: 'Rounded up' },
    down: { fr: 'Arrondi à l’inférieur', en: 'Rounded down' },
    nearest: { fr: 'Arrondi au plus proche', en: 'Rounded to the nearest' },
  } satisfies Terms<TableRules['titheRounding']>,
  /** T1. */
  d12Attribute: {
    body: { fr: 'Corps', en: 'Body' },
    mind: { fr: 'Esprit', en: 'Mind' },
    soul: { fr: 'Âme', en: 'Soul' },
  } satisfies Terms<D12Attribute>,
  /** T7/T8. */
  d12Degree: {
    critical_failure: { fr: 'Échec critique', en: 'Critical failure' },
    failure: { fr: 'Échec', en: 'Failure' },
    success_with_complication: { fr: 'Réussite avec complication', en: 'Success with a complication' },
    success: { fr: 'Réussite', en: 'Success' },
    critical_success: { fr: 'Réussite critique', en: 'Critical success' },
  } satisfies Terms<D12Degree>,
  /** T8, natural 12. */
  d12CriticalSuccess: {
    next_related_roll_bonus: { fr: '+3 au prochain jet lié (soi ou un allié)', en: '+3 to the next related roll (self or an ally)' },
    double_damage: { fr: 'Dommages doublés', en: 'Double damage' },
    opponent_next_roll_malus: { fr: '−3 au prochain jet lié de l’adversaire', en: '−3 to the opponent’s next related roll' },
  } satisfies Terms<D12CriticalSuccessOption>,
  /** T8, natural 1. */
  d12CriticalFailure: {
    hurt_self: { fr: 'Blessé dans la manœuvre (−1 à la réserve)', en: 'Hurt in the attempt (−1 pool point)' },
    opened_guard: { fr: 'Garde ouverte (+3 à la prochaine attaque adverse)', en: 'Opened guard (+3 to the opponent’s next attack)' },
    complication: { fr: 'Une complication (au choix du MJ)', en: 'A complication (the GM’s call)' },
  } satisfies Terms<D12CriticalFailureOption>,
  /** T8: who picked the critical's option. */
  d12PickedBy: {
    player: { fr: 'Le joueur', en: 'The player' },
    gm: { fr: 'Le MJ', en: 'The GM' },
  } satisfies Terms<'player' | 'gm'>,
  /** Why a character's sheet was saved outside the GM's own edits (the API's `character_save` cause). */
  characterSaveCause: {
    d12_damage: { fr: 'Dommages', en: 'Damage' },
    d12_rest: { fr: 'Repos', en: 'Rest' },
    d12_comfort_lost: { fr: 'Réconfort perdu', en: 'Comfort lost' },
    d12_comfort_found: { fr: 'Réconfort retrouvé', en: 'Comfort found' },
    d12_milestone_scenario: { fr: 'Fin de scénario', en: 'End of scenario' },
    d12_milestone_cycle: { fr: 'Fin de cycle', en: 'End of cycle' },
    d12_milestone_campaign: { fr: 'Fin de campagne', en: 'End of campaign' },
    d12_giving: { fr: 'Donner de sa personne', en: 'Giving of oneself' },
    d12_reroll: { fr: 'Relance (point de Destin)', en: 'Re-roll (destiny point)' },
    d12_critical: { fr: 'Effet d’un critique', en: 'A critical’s effect' },
    d12_fear_test: { fr: 'Test de crainte', en: 'Fear test' },
  } satisfies Terms<string>,
  /** T3. */
  d12DamageKind: {
    physical: { fr: 'Dégâts physiques', en: 'Physical damage' },
    fear: { fr: 'Grande peur', en: 'Great fear' },
    conflicting_emotions: { fr: 'Émotions contradictoires', en: 'Conflicting emotions' },
    intimidation: { fr: 'Forte intimidation', en: 'Strong intimidation' },
    ridicule: { fr: 'Ridicule en public', en: 'Public ridicule' },
  } satisfies Terms<D12DamageKind>,
  /** T2. */
  d12OutCause: {
    // Nouns: said of any character, whatever their gender (« Arlette n’est plus jouable (décès) »).
    dead: { fr: 'Décès', en: 'Dead' },
    mad: { fr: 'Folie', en: 'Mad' },
    catatonic: { fr: 'Catatonie', en: 'Catatonic' },
  } satisfies Terms<D12OutCause>,
  d12RollKind: {
    action: { fr: 'Action', en: 'Action' },
    fear_test: { fr: 'Test de crainte', en: 'Fear test' },
  } satisfies Terms<D12RollKind>,
  /** T10, end of a scenario. */
  d12TraitAdvance: {
    new_trait: { fr: 'Nouveau trait à +1', en: 'New trait at +1' },
    raise_trait: { fr: '+1 à un trait existant', en: '+1 to an existing trait' },
    none: { fr: 'Rien cette fois', en: 'Nothing this time' },
  } satisfies Terms<D12TraitAdvance['kind']>,
  /** C2. */
  d100Winner: {
    actor: { fr: 'L’acteur l’emporte', en: 'The actor wins' },
    opponent: { fr: 'L’adversaire l’emporte', en: 'The opponent wins' },
    tie: { fr: 'Égalité', en: 'A tie' },
    none: { fr: 'Personne : les deux échouent', en: 'Nobody: both fail' },
  } satisfies Terms<D100OppositionWinner>,
  /** C2: which sentence decided it. */
  d100Decider: {
    only_success: { fr: 'Seul à réussir', en: 'The only success' },
    higher_die: { fr: 'Le dé le plus haut', en: 'The higher die' },
    attribute: { fr: 'L’Attribut lié', en: 'The linked Attribute' },
    equal_attribute: { fr: 'Attributs égaux', en: 'Equal Attributes' },
    both_failed: { fr: 'Les deux échouent', en: 'Both failed' },
  } satisfies Terms<D100OppositionDecider>,
  /** C1/C2/C6: who rolled. */
  d100Role: {
    actor: { fr: 'Acteur', en: 'Actor' },
    opponent: { fr: 'Adversaire', en: 'Opponent' },
    lead: { fr: 'Acteur principal', en: 'Lead actor' },
    helper: { fr: 'Aide', en: 'Helper' },
  } satisfies Terms<D100Role>,
  /** C3/C4. */
  complexActionStatus: {
    ongoing: { fr: 'En cours', en: 'Ongoing' },
    succeeded: { fr: 'Réussie', en: 'Succeeded' },
    failed: { fr: 'Échouée', en: 'Failed' },
  } satisfies Terms<ComplexActionStatus>,
  /** F4: the « tableau des gros Bras embauchés » (the engine's HIRED_MUSCLE_TABLE labels). */
  hiredMuscle: {
    bandit: { fr: 'Bandit', en: 'Bandit' },
    thief: { fr: 'Voleur', en: 'Thief' },
    trap_expert: { fr: 'Expert en pièges', en: 'Trap expert' },
    assassin: { fr: 'Assassin', en: 'Assassin' },
    barber_surgeon: { fr: 'Barbier-chirurgien', en: 'Barber-surgeon' },
    treasure_hunter: { fr: 'Chasseur de trésors', en: 'Treasure hunter' },
  } satisfies Terms<HiredMuscleKind>,
  /** F1. */
  debtFavour: {
    loan: { fr: 'Prêt', en: 'Loan' },
    intimidation: { fr: 'Intimidation', en: 'Intimidation' },
    hired_muscle: { fr: 'Gros bras', en: 'Hired muscle' },
  } satisfies Terms<DebtFavourKind>,
  /** F6: the « tableau des dettes de la pègre » (the engine's DEBT_COLLECTION_TABLE labels). */
  debtCollectionEntry: {
    pay_what_you_owe: { fr: 'Payez ce que vous devez', en: 'Pay what you owe' },
    goods_in_lieu: { fr: 'Marchandises en remplacement', en: 'Goods in lieu' },
    a_little_help: { fr: 'Un peu d’aide…', en: 'A little help…' },
    make_an_example: { fr: 'Faire un exemple', en: 'Make an example' },
  } satisfies Terms<DebtCollectionEntry>,
  /** F6: where a collection stands. */
  debtCollectionStatus: {
    skipped: { fr: 'Aucun marqueur : pas de jet', en: 'No markers: no roll' },
    not_called: { fr: 'Dette non réclamée', en: 'Debt not called' },
    awaiting_sale: { fr: 'En attente d’une vente', en: 'Waiting for a sale' },
    awaiting_members: { fr: 'En attente des membres envoyés', en: 'Waiting for the members sent' },
    done: { fr: 'Réglée', en: 'Settled' },
  } satisfies Terms<DebtCollectionStatus>,
  /** F6 19-20. */
  debtExampleVictim: {
    wizard: { fr: 'Le sorcier', en: 'The wizard' },
    apprentice: { fr: 'L’apprenti', en: 'The apprentice' },
  } satisfies Terms<DebtExampleVictim>,
  /** What gave a warband member's permanent injury, as the warband shows it (F6 19-20). */
  injuryCause: {
    debt_example: { fr: 'Blessure permanente (exemple de la Pègre)', en: 'Permanent injury (the Underworld’s example)' },
  } satisfies Terms<InjuryCause>,
  /** F4 → F6: where a wizard stands in the end of its game (the seed's order). */
  endOfGame: {
    playing: { fr: 'Partie en cours : réglez les gros bras pour la terminer', en: 'Game under way: settle the hired muscle to end it' },
    hired_muscle_settled: { fr: 'Gros bras réglés : vérifiez la dette', en: 'Hired muscle settled: check the debt' },
    debt_checked: { fr: 'Dette vérifiée pour cette partie', en: 'Debt checked for this game' },
  } satisfies Terms<EndOfGameStage>,
  warbandRole: {
    wizard: { fr: 'Sorcier', en: 'Wizard' },
    apprentice: { fr: 'Apprenti', en: 'Apprentice' },
    captain: { fr: 'Capitaine', en: 'Captain' },
    soldier: { fr: 'Soldat', en: 'Soldier' },
    hired_muscle: { fr: 'Gros bras embauché', en: 'Hired muscle' },
  } satisfies Terms<WarbandRole>,
  /** The usual downtime attributes (free text on the sheet: unknown names are shown as typed). */
  downtimeAttribute: {
    insight: { fr: 'Perspicacité', en: 'Insight' },
    prowess: { fr: 'Prouesse', en: 'Prowess' },
    resolve: { fr: 'Détermination', en: 'Resolve' },
  } satisfies Terms<'insight' | 'prowess' | 'resolve'>,
  /** The skills the rules know (`SKILLS`: the GM picks from them; other names are shown as typed). */
  skill: {
    hunt: { fr: 'Chasser', en: 'Hunt' },
    study: { fr: 'Étudier', en: 'Study' },
    survey: { fr: 'Observer', en: 'Survey' },
    tinker: { fr: 'Bricoler', en: 'Tinker' },
    finesse: { fr: 'Manœuvrer', en: 'Finesse' },
    prowl: { fr: 'Rôder', en: 'Prowl' },
    skirmish: { fr: 'Se battre', en: 'Skirmish' },
    wreck: { fr: 'Saccager', en: 'Wreck' },
    attune: { fr: 'Canaliser', en: 'Attune' },
    command: { fr: 'Commander', en: 'Command' },
    consort: { fr: 'Fréquenter', en: 'Consort' },
    sway: { fr: 'Influencer', en: 'Sway' },
    surgery: { fr: 'Chirurgie', en: 'Surgery' },
  } satisfies Terms<SkillName>,
  /** A PC's trauma (free text otherwise, shown as typed): the one the rules give without a condition (I3). */
  trauma: {
    incarceration: { fr: 'Incarcération', en: 'Incarceration' },
  } satisfies Terms<'incarceration'>,
  /** A PC's vice (free text otherwise, shown as typed). */
  vice: {
    faith: { fr: 'Foi', en: 'Faith' },
    gambling: { fr: 'Jeu', en: 'Gambling' },
    luxury: { fr: 'Luxe', en: 'Luxury' },
    obligation: { fr: 'Obligation', en: 'Obligation' },
    pleasure: { fr: 'Plaisir', en: 'Pleasure' },
    stupor: { fr: 'Stupéfiants', en: 'Stupor' },
    weird: { fr: 'Bizarrerie', en: 'Weird' },
  } satisfies Terms<string>,
  /** C1/C6: a d100 test's outcome. */
  d100Outcome: {
    success: { fr: 'Réussite', en: 'Success' },
    failure: { fr: 'Échec', en: 'Failure' },
  } satisfies Terms<'success' | 'failure'>,
  /** What the dice were for (`DiceRoll.purpose`); `group_helper_N` is handled by `formatRollPurpose`. */
  rollPurpose: {
    acquire_asset: { fr: 'Acquérir une ressource', en: 'Acquire asset' },
    long_term_project: { fr: 'Projet à long terme', en: 'Long-term project' },
    recover: { fr: 'Récupérer', en: 'Recover' },
    reduce_heat: { fr: 'Réduire le raffut', en: 'Reduce heat' },
    train: { fr: 'S’entraîner', en: 'Train' },
    indulge_vice: { fr: 'S’adonner à ses vices', en: 'Indulge vice' },
    incarceration: { fr: 'Jet d’incarcération', en: 'Incarceration roll' },
    entanglement: { fr: 'Jet d’imbroglio', en: 'Entanglement roll' },
    entanglement_pick: { fr: 'Imbroglio tiré au sort', en: 'Entanglement picked at random' },
    questioning_fortune: { fr: 'Interpellation : jet de chance', en: 'Questioning: fortune roll' },
    usual_suspects_fortune: { fr: 'Suspects de convenance : jet de chance', en: 'Usual suspects: fortune roll' },
    unquiet_dead_fortune: { fr: 'Mort sans repos : jet de chance', en: 'Unquiet dead: fortune roll' },
    debt_check: { fr: 'Jet de dette (d20)', en: 'Debt check (d20)' },
    debt_collection_table: { fr: 'Tableau des dettes (d20)', en: 'Debt table (d20)' },
    debt_example_victim: { fr: 'Victime de l’exemple (d20)', en: 'Victim of the example (d20)' },
    intimidation_attacker: { fr: 'Intimidation : le gang (d20)', en: 'Intimidation: the gang (d20)' },
    intimidation_defender: { fr: 'Intimidation : la cible (d20)', en: 'Intimidation: the target (d20)' },
    intimidation: { fr: 'Intimidation (d20)', en: 'Intimidation (d20)' },
    debt_collection: { fr: 'Dette de fin de partie (d20)', en: 'End-of-game debt (d20)' },
    d12_action: { fr: 'Action (d12)', en: 'Action (d12)' },
    d12_fear_test: { fr: 'Test de crainte (d12)', en: 'Fear test (d12)' },
    d12_reroll: { fr: 'Relance (point de Destin)', en: 'Re-roll (destiny point)' },
    d12_fear_test_reroll: { fr: 'Test de crainte relancé (point de Destin)', en: 'Fear test re-roll (destiny point)' },
    d100_test: { fr: 'Test (d100)', en: 'Test (d100)' },
    opposition_actor: { fr: 'Opposition : l’acteur', en: 'Opposition: the actor' },
    opposition_opponent: { fr: 'Opposition : l’adversaire', en: 'Opposition: the opponent' },
    group_lead: { fr: 'Action de groupe : l’acteur principal', en: 'Group action: the lead actor' },
    complex_action: { fr: 'Action complexe', en: 'Complex action' },
    clock_action: { fr: 'Contrat : jet d’action', en: 'Clock: action roll' },
    clock_fortune: { fr: 'Contrat : jet de chance', en: 'Clock: fortune roll' },
    faction_clock: { fr: 'Contrat de faction : jet de rang', en: 'Faction clock: tier roll' },
    // The campaign rolls' default purposes (apps/api domain/rolls/rolls.ts) and their dice.
    d6: { fr: 'Jet d’action', en: 'Action roll' },
    d6_pool: { fr: 'Jet d’action', en: 'Action roll' },
    // A d6 roll the GM asked of a player (issue 36): an action or a resistance roll.
    action: { fr: 'Jet d’action', en: 'Action roll' },
    resistance: { fr: 'Jet de résistance', en: 'Resistance roll' },
    fortune: { fr: 'Jet de chance', en: 'Fortune roll' },
    d12: { fr: 'Action (d12)', en: 'Action (d12)' },
    d20: { fr: 'Jet de d20', en: 'd20 roll' },
    d100: { fr: 'Test (d100)', en: 'Test (d100)' },
    'd100 opposition': { fr: 'Opposition (d100)', en: 'Opposition (d100)' },
    'd100 group': { fr: 'Action de groupe (d100)', en: 'Group action (d100)' },
  } satisfies Terms<
    | 'acquire_asset'
    | 'long_term_project'
    | 'recover'
    | 'reduce_heat'
    | 'train'
    | 'indulge_vice'
    | 'incarceration'
    | 'entanglement'
    | 'entanglement_pick'
    | 'questioning_fortune'
    | 'usual_suspects_fortune'
    | 'unquiet_dead_fortune'
    | 'debt_check'
    | 'debt_collection_table'
    | 'debt_example_victim'
    | 'intimidation_attacker'
    | 'intimidation_defender'
    | 'intimidation'
    | 'debt_collection'
    | 'd12_action'
    | 'd12_fear_test'
    | 'd12_reroll'
    | 'd12_fear_test_reroll'
    | 'd100_test'
    | 'opposition_actor'
    | 'opposition_opponent'
    | 'group_lead'
    | 'complex_action'
    | 'clock_action'
    | 'clock_fortune'
    | 'faction_clock'
    | 'd6'
    | 'd6_pool'
    | 'action'
    | 'resistance'
    | 'fortune'
    | 'd12'
    | 'd20'
    | 'd100'
    | 'd100 opposition'
    | 'd100 group'
  >,
} as const;

export type TermGroup = keyof typeof GLOSSARY;
export type TermValue<G extends TermGroup> = keyof (typeof GLOSSARY)[G];

/** The name of an enum value: `term('exposure', 'loud', 'fr')`. */
export function term<G extends TermGroup>(group: G, value: TermValue<G>, lang: Lang): string {
  const words = (GLOSSARY[group] as Readonly<Record<PropertyKey, Words>>)[value as PropertyKey];
  return words ? wordsIn(words, lang) : String(value);
}

/** A text in one language; French gets its no-break spaces (catalogs are written with plain ones). */
export function wordsIn(words: Words, lang: Lang): string {
  return lang === 'fr' ? frenchTypography(words.fr) : words.en;
}

/** Whether a group has words for a value that arrived as plain data. */
export function hasTerm(group: TermGroup, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return Object.prototype.hasOwnProperty.call(GLOSSARY[group], String(value));
}

/**
 * `term` for a value that arrived as plain data (a reason's values, an API response): a value the
 * group does not know is shown as it is, never an error.
 */
export function termOf(group: TermGroup, value: unknown, lang: Lang): string {
  if (value === null || value === undefined) return '?';
  const words = hasTerm(group, value) ? (GLOSSARY[group] as Readonly<Record<string, Words>>)[String(value)] : undefined;
  return words ? wordsIn(words, lang) : String(value);
}

/** `termOf` for the middle of a sentence ("opération confinée"). */
export function termLower(group: TermGroup, value: unknown, lang: Lang): string {
  return hasTerm(group, value) ? uncapitalize(termOf(group, value, lang)) : termOf(group, value, lang);
}

/**
 * Purposes the server stores in words of its own: the ledger's d20s as releases before the one
 * history stored them, and the fear test's default purpose (apps/api domain/rolls).
 */
const PURPOSES_KEPT: Readonly<Record<string, string>> = {
  'F3 intimidation': 'intimidation',
  'F6 collection': 'debt_collection',
  'T5 fear test': 'd12_fear_test',
  'T5 fear test (re-roll)': 'd12_fear_test_reroll',
};

/** What a roll was for (`DiceRoll.purpose`), including the group action's `group_helper_N`. */
export function formatRollPurpose(purpose: string, lang: Lang): string {
  const helper = /^group_helper_(\d+)$/.exec(purpose);
  if (helper) return colon(capitalize(word('groupAction', lang)), `${word('helper', lang)} ${helper[1]}`, lang);
  // A complex action's roll is stored as "<rule id> <its name>" (C3 a test, C5 a round, C6 the helpers): said in words.
  const complex = /^C[3-6] (.+)$/.exec(purpose);
  if (complex) return colon(capitalize(word('complexAction', lang)), complex[1] ?? '', lang);
  const kept = PURPOSES_KEPT[purpose];
  if (kept) return termOf('rollPurpose', kept, lang);
  // A d12 re-roll (T6) is stored as its roll's purpose and " (re-roll)".
  const reroll = / \(re-roll\)$/.exec(purpose);
  if (reroll) return `${formatRollPurpose(purpose.slice(0, reroll.index), lang)} (${word('reroll', lang)})`;
  return termOf('rollPurpose', purpose, lang);
}

/** A d100 test's role (`actor`, `opponent`, `lead`, `helper_2`…). */
export function formatD100Role(role: unknown, lang: Lang): string {
  const helper = typeof role === 'string' ? /^helper_(\d+)$/.exec(role) : null;
  if (helper) return `${term('d100Role', 'helper', lang)} ${helper[1]}`;
  return termOf('d100Role', role, lang);
}

/** A comma-joined list of values (as reasons carry them) named in words: "Arrestation ou Coopération". */
export function termList(group: TermGroup, joined: unknown, lang: Lang, conjunction: 'and' | 'or' = 'and'): string {
  if (typeof joined !== 'string' || joined === '') return '?';
  return formatList(joined.split(',').map((v) => termOf(group, v.trim(), lang)), lang, conjunction);
}
