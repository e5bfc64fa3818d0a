import type { Character } from '@temps-mort/rules';
import type { GmTranslator } from '../../../lib/i18nGm';
import type { CharacterDraft, Row } from './characterDraft';
import { rowKey } from './draft';
import type { FieldErrors } from './validate';

/** What each section of the character form gets from the form. */

export type CharacterDraftUpdate = (change: (draft: CharacterDraft) => CharacterDraft) => void;

export interface CharacterSectionProps {
  readonly draft: CharacterDraft;
  readonly set: (patch: Partial<CharacterDraft>) => void;
  readonly update: CharacterDraftUpdate;
  /** The schema's issues by path (none shown before the GM types in a new character's form). */
  readonly errors: FieldErrors;
  /** The character edited; undefined for a new one. */
  readonly character: Character | undefined;
}

export type CharacterRowField = 'attributes' | 'skills' | 'harm' | 'trauma' | 'traits' | 'projects';

/** One list of the draft edited by row key: change a row, remove one, add one (with a new key). */
export function draftRows<K extends CharacterRowField>(update: CharacterDraftUpdate, field: K) {
  return {
    change: (rowKeyValue: string, patch: Partial<CharacterDraft[K][number]>) =>
      update((d) => ({ ...d, [field]: (d[field] as readonly Row[]).map((r) => (r.key === rowKeyValue ? { ...r, ...patch } : r)) })),
    remove: (rowKeyValue: string) => update((d) => ({ ...d, [field]: (d[field] as readonly Row[]).filter((r) => r.key !== rowKeyValue) })),
    add: (row: Omit<CharacterDraft[K][number], 'key'>) => update((d) => ({ ...d, [field]: [...(d[field] as readonly Row[]), { ...row, key: rowKey() }] })),
  };
}

/** A record's row name problem (attributes, skills) in words, or null. */
export function nameProblemWords(problem: 'required' | 'duplicate' | undefined, t: GmTranslator['t']): string | null {
  return problem === 'required' ? t('error.field.required') : problem === 'duplicate' ? t('error.field.duplicate') : null;
}
