/**
 * Every rule id of SPEC.md (and the K readings of docs/rules.md beyond it) with its short title ("D4 · Qualité d’un jet d’action"): the title of the
 * GM's rule tags and of "Pourquoi ?" lines. Apart from the glossary because players never see a rule
 * id: the phone's first chunk does without these words (the web app loads them with the rule words).
 */
import type { RuleId } from '@temps-mort/rules';
import type { Lang } from './lang';
import { wordsIn, type Words } from './glossary';

export const RULE_NAMES = {
  D1: { fr: 'Réserve de dés', en: 'Dice pool' },
  D2: { fr: 'Résultat d’un jet', en: 'Result of a roll' },
  D3: { fr: 'Qualité d’un jet de rang', en: 'Quality of a tier roll' },
  D4: { fr: 'Qualité d’un jet d’action', en: 'Quality of an action roll' },
  D5: { fr: 'Modificateurs de qualité', en: 'Quality modifiers' },
  D6: { fr: 'Dés en plus', en: 'Extra dice' },
  D7: { fr: 'Jets et changements enregistrés', en: 'Recorded rolls and changes' },
  P1: { fr: 'Renom d’un coup', en: 'Rep for a score' },
  P2: { fr: 'Coup silencieux', en: 'Silent score' },
  P3: { fr: 'Butin et partage', en: 'Take and split' },
  P4: { fr: 'Dîme', en: 'Tithe' },
  P5: { fr: 'Dîme impayée', en: 'Unpaid tithe' },
  H1: { fr: 'Raffut d’une opération', en: 'Heat of an operation' },
  H2: { fr: 'Modificateurs de raffut', en: 'Heat modifiers' },
  H3: { fr: 'Jauge de raffut et avis de recherche', en: 'Heat gauge and wanted level' },
  H4: { fr: 'Raffut après un conflit', en: 'Heat after a conflict' },
  I1: { fr: 'Condamnation', en: 'Conviction' },
  I2: { fr: 'Peine de prison', en: 'Sentence' },
  I3: { fr: 'Jet d’incarcération', en: 'Incarceration roll' },
  I4: { fr: 'Domaines carcéraux', en: 'Prison claims' },
  E1: { fr: 'Jet d’imbroglio', en: 'Entanglement roll' },
  E2: { fr: 'Dénouement d’un imbroglio', en: 'Resolving an entanglement' },
  E3: { fr: 'Imbroglio en attente', en: 'Held entanglement' },
  A1: { fr: 'Activités de temps mort', en: 'Downtime activities' },
  A2: { fr: 'Actions libres', en: 'Free-play actions' },
  A3: { fr: 'Aide d’un ami ou d’un contact', en: 'Help from a friend or contact' },
  A4: { fr: 'Acquérir une ressource', en: 'Acquire asset' },
  A5: { fr: 'Projet à long terme', en: 'Long-term project' },
  A6: { fr: 'Récupérer', en: 'Recover' },
  A7: { fr: 'Réduire le raffut', en: 'Reduce heat' },
  A8: { fr: 'S’entraîner', en: 'Train' },
  A9: { fr: 'S’adonner à ses vices', en: 'Indulge vice' },
  V1: { fr: 'Assouvir son vice', en: 'Indulging vice' },
  V2: { fr: 'Sombrer dans l’excès', en: 'Overindulgence' },
  V3: { fr: 'Sombrer dans le vice', en: 'Sinking into vice' },
  F1: { fr: 'Faveurs de la Pègre', en: 'Underworld favours' },
  F2: { fr: 'Prêt', en: 'Loan' },
  F3: { fr: 'Intimidation', en: 'Intimidation' },
  F4: { fr: 'Gros bras', en: 'Hired muscle' },
  F5: { fr: 'Payer ses dettes', en: 'Paying off debt' },
  F6: { fr: 'Rembourser sa dette', en: 'Debt collection' },
  T1: { fr: 'Caractéristiques', en: 'Attributes' },
  T2: { fr: 'Réserve à 0', en: 'Pool at 0' },
  T3: { fr: 'Dommages', en: 'Damage' },
  T4: { fr: 'Repos', en: 'Rest' },
  T5: { fr: 'Aspects', en: 'Aspects' },
  T6: { fr: 'Points de Destin', en: 'Destiny points' },
  T7: { fr: 'Action', en: 'Action' },
  T8: { fr: 'Extrêmes du dé', en: 'Natural extremes' },
  T9: { fr: 'Donner de sa personne', en: 'Giving of oneself' },
  T10: { fr: 'Scénario, cycle et campagne', en: 'Scenario, cycle and campaign' },
  C1: { fr: 'Test simple', en: 'Simple test' },
  C2: { fr: 'Opposition', en: 'Opposition' },
  C3: { fr: 'Action complexe', en: 'Complex action' },
  C4: { fr: 'Paliers et seuil d’échec', en: 'Milestones and failure threshold' },
  C5: { fr: 'Action complexe en opposition', en: 'Opposed complex action' },
  C6: { fr: 'Action de groupe', en: 'Group action' },
  C7: { fr: 'Dizaines', en: 'Tens' },
  K1: { fr: 'Contrats et segments', en: 'Clocks and segments' },
  K2: { fr: 'Contrat avancé à la main', en: 'Clock ticked by hand' },
  K3: { fr: 'Contrat avancé par un jet d’action', en: 'Clock ticked by an action roll' },
  K4: { fr: 'Contrat avancé par un jet de chance', en: 'Clock ticked by a fortune roll' },
  K5: { fr: 'Jet de rang d’une faction', en: 'A faction’s tier roll' },
  K6: { fr: 'Contrats préalables et débloqués', en: 'Required and unlocked clocks' },
  K7: { fr: 'Course entre deux contrats', en: 'Racing clocks' },
} as const satisfies Record<RuleId, Words>;

/** A rule's title, or the id itself for an id this release does not know (an older history's). */
export function ruleName(rule: string, lang: Lang): string {
  const words = (RULE_NAMES as Readonly<Record<string, Words>>)[rule];
  return words ? wordsIn(words, lang) : rule;
}
