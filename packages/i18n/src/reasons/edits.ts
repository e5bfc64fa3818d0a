import type { Entries, MessageFormat } from './messageFormat';

/**
 * D7: the GM's edits of a crew's or a Frostgrave wizard's sheet, recorded like any other step, and
 * the sheet's limits.
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** D7 sheet_limit: the bound's field in words (a crew's field, or a Frostgrave wizard's). */
const WIZARD_LIMIT_FIELDS: Readonly<Record<string, { fr: string; en: string }>> = {
  warband: { fr: 'Bande du sorcier', en: 'Warband' },
  hiredMuscle: { fr: 'Gros bras', en: 'Hired muscle' },
  gold: { fr: 'Or', en: 'Gold' },
  markers: { fr: 'Marqueurs de dette', en: 'Debt markers' },
  level: { fr: 'Niveau', en: 'Level' },
};

const limitField = (field: unknown, lang: 'fr' | 'en', x: MessageFormat): string => {
  const top = String(field).split('.')[0] ?? '';
  return Object.hasOwn(WIZARD_LIMIT_FIELDS, top) ? (WIZARD_LIMIT_FIELDS[top]?.[lang] ?? top) : x.term('crewField', top);
};

/** D7 wizard_edited: the fields edited ("name,gold") in words, or "rien" / "nothing". */
const wizardFields = (fields: unknown, lang: 'fr' | 'en', x: MessageFormat): string =>
  typeof fields === 'string' && fields !== ''
    ? fields
        .split(',')
        .map((f) => limitField(f, lang, x).toLocaleLowerCase(lang))
        .join(', ')
    : lang === 'fr'
      ? 'rien'
      : 'nothing';

/** D7 character_texts_edited: a character's free texts its player keeps (issue 36), in words. */
const CHARACTER_TEXT_FIELDS: Readonly<Record<string, { fr: string; en: string }>> = {
  look: { fr: 'apparence', en: 'look' },
  notes: { fr: 'notes', en: 'notes' },
  purveyor: { fr: 'fournisseur', en: 'purveyor' },
  comfort: { fr: 'réconfort', en: 'comfort' },
  fear: { fr: 'crainte', en: 'fear' },
};

/** The texts edited ("look,fear") in words, or "rien" / "nothing"; a field without words is left out, never shown as a code. */
const textFields = (fields: unknown, lang: 'fr' | 'en'): string => {
  const words = typeof fields === 'string' ? fields.split(',').flatMap((f) => (Object.hasOwn(CHARACTER_TEXT_FIELDS, f) ? [CHARACTER_TEXT_FIELDS[f]?.[lang] ?? ''] : [])) : [];
  if (words.length === 0) return lang === 'fr' ? 'rien' : 'nothing';
  return words.join(', ');
};

/** What happened and why. */
export const reasons: Entries = {
  // D7: the GM's edits of the sheet, recorded like any other step.
  crew_created: {
    fr: (v, x) => `Bande créée : ${x.q(v.name)}`,
    en: (v, x) => `Crew created: ${x.q(v.name)}`,
  },
  crew_edited: {
    fr: (v, x) => `Feuille de bande modifiée (${typeof v.fields === 'string' && v.fields !== '' ? x.list('crewField', v.fields).toLocaleLowerCase('fr') : 'rien'})`,
    en: (v, x) => `Crew sheet edited (${typeof v.fields === 'string' && v.fields !== '' ? x.list('crewField', v.fields).toLocaleLowerCase('en') : 'nothing'})`,
  },
  faction_added: {
    fr: (v, x) => `Faction ajoutée : ${x.text(v.name)} (rang ${x.tier(v.tier)}, relations ${x.s(v.status)})`,
    en: (v, x) => `Faction added: ${x.text(v.name)} (tier ${x.tier(v.tier)}, status ${x.s(v.status)})`,
  },
  faction_edited: {
    fr: (v, x) => `Faction modifiée : ${x.text(v.name)} (rang ${x.tier(v.tier)}, relations ${x.s(v.status)})`,
    en: (v, x) => `Faction edited: ${x.text(v.name)} (tier ${x.tier(v.tier)}, status ${x.s(v.status)})`,
  },
  faction_removed: {
    fr: (v, x) => `Faction retirée : ${x.faction(v.faction)}`,
    en: (v, x) => `Faction removed: ${x.faction(v.faction)}`,
  },
  character_added: {
    fr: (v, x) => `Personnage ajouté : ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
    en: (v, x) => `Character added: ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
  },
  character_edited: {
    fr: (v, x) => `Personnage modifié : ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
    en: (v, x) => `Character edited: ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
  },
  character_texts_edited: {
    fr: (v, x) => `Textes du personnage modifiés : ${x.text(v.name)} (${textFields(v.fields, 'fr')})`,
    en: (v, x) => `Character’s texts edited: ${x.text(v.name)} (${textFields(v.fields, 'en')})`,
  },
  character_removed: {
    fr: (v, x) => `Personnage retiré : ${x.pc(v.character)}`,
    en: (v, x) => `Character removed: ${x.pc(v.character)}`,
  },
  cohort_added: {
    fr: (v, x) => `Cohorte ajoutée : ${x.text(v.name)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `Cohort added: ${x.text(v.name)} (quality ${x.n(v.quality)})`,
  },
  cohort_edited: {
    fr: (v, x) => `Cohorte modifiée : ${x.text(v.name)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `Cohort edited: ${x.text(v.name)} (quality ${x.n(v.quality)})`,
  },
  cohort_removed: {
    fr: (v, x) => `Cohorte retirée : ${x.cohort(v.cohort)}`,
    en: (v, x) => `Cohort removed: ${x.cohort(v.cohort)}`,
  },
  // D7: the GM's edits of a Frostgrave wizard's sheet.
  wizard_created: {
    fr: (v, x) => `Sorcier créé : ${x.q(v.name)}`,
    en: (v, x) => `Wizard created: ${x.q(v.name)}`,
  },
  wizard_edited: {
    fr: (v, x) => `Fiche du sorcier modifiée (${wizardFields(v.fields, 'fr', x)})`,
    en: (v, x) => `Wizard sheet edited (${wizardFields(v.fields, 'en', x)})`,
  },
  member_added: {
    fr: (v, x) => `Membre ajouté à la bande : ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
    en: (v, x) => `Warband member added: ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
  },
  member_edited: {
    fr: (v, x) => `Membre de la bande modifié : ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
    en: (v, x) => `Warband member edited: ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
  },
  member_removed: {
    fr: (v, x) => `Membre retiré de la bande : ${x.member(v.memberId)}`,
    en: (v, x) => `Warband member removed: ${x.member(v.memberId)}`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // D7.
  sheet_limit: {
    fr: (v, x) => `La fiche dépasserait une limite (${limitField(v.field, 'fr', x)}${typeof v.max === 'number' ? ` : ${x.n(v.max)} au plus` : ''}) : rien n’a été changé`,
    en: (v, x) => `The sheet would go past a limit (${limitField(v.field, 'en', x)}${typeof v.max === 'number' ? `: ${x.n(v.max)} at most` : ''}): nothing was changed`,
  },
  member_id_taken: {
    fr: (v, x) => `La bande du sorcier a déjà un membre avec cet identifiant (${x.member(v.memberId)})`,
    en: (v, x) => `The warband already has a member with this id (${x.member(v.memberId)})`,
  },
  hired_muscle_id_taken: {
    fr: (v, x) => `Le sorcier a déjà un gros bras avec cet identifiant (${x.text(v.id)})`,
    en: (v, x) => `The wizard already has hired muscle with this id (${x.text(v.id)})`,
  },
  already_created: {
    fr: () => 'La bande existe déjà',
    en: () => 'The crew already exists',
  },
};
