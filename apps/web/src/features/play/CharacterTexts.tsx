import { useId, useState, type FormEvent } from 'react';
import type { CharacterTexts as Texts } from '@temps-mort/rules';
import { CHARACTER_TEXT_BOUNDS, d12HasSheet, nameSchema, type Character, type GameSystem } from '@temps-mort/rules';
import { capitalize, formatList } from '@temps-mort/i18n/format';
import { Button } from '../../components/Button';
import { ConflictError, ForbiddenError, call, conflictOf } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { useMutation } from '../../lib/query';
import { PlayerError } from './PlayerError';
import './requests.css';

/** The texts a player keeps (the rules' `character_texts` event): never a number the rules own. */
export type TextField = 'look' | 'notes' | 'purveyor' | 'comfort' | 'fear';

/** Each text's longest, as the rules bound it (a comfort is a name). */
const MAX: Readonly<Record<TextField, number>> = {
  look: CHARACTER_TEXT_BOUNDS.look,
  notes: CHARACTER_TEXT_BOUNDS.notes,
  purveyor: CHARACTER_TEXT_BOUNDS.purveyor,
  comfort: nameSchema.maxLength ?? CHARACTER_TEXT_BOUNDS.purveyor,
  fear: CHARACTER_TEXT_BOUNDS.fear,
};

/** What the sheet says of each text now ('' for none). */
export function textsOf(c: Character): Readonly<Record<TextField, string>> {
  return { look: c.look ?? '', notes: c.notes ?? '', purveyor: c.vice?.purveyor ?? '', comfort: c.comfort?.name ?? '', fear: c.fear ?? '' };
}

/**
 * The texts to send: only those changed (trimmed, as the rules keep them). An emptied comfort or
 * fear is none (null); the other texts are kept empty.
 */
export function changedTexts(character: Character, edits: Partial<Record<TextField, string>>, shown: readonly TextField[]): Texts | null {
  const now = textsOf(character);
  const texts: Record<string, string | null> = {};
  for (const field of shown) {
    const edit = edits[field];
    if (edit === undefined) continue;
    const value = edit.trim();
    if (value === now[field]) continue;
    texts[field] = (field === 'comfort' || field === 'fear') && value === '' ? null : value;
  }
  return Object.keys(texts).length > 0 ? (texts as Texts) : null;
}

/**
 * A player's own texts of their character (issue 36): look, notes, the vice's purveyor (with a
 * vice), and where the d12 is played the comfort and the fear — behind « Modifier mes textes ».
 * Only the texts changed are sent (character.texts, with the sheet's version). A 409 (someone
 * wrote the sheet meanwhile) keeps what was typed, names what changed, and sends again on the
 * sheet as it is now. `plays`: the campaign's systems (the comfort and the fear are the d12's);
 * without it, a character with a d12 sheet or either text shows them.
 */
export function CharacterTexts({
  crewId,
  character,
  token,
  sheet,
  plays,
}: {
  crewId: string;
  character: Character;
  token: string;
  sheet: CrewSheet;
  plays?: (system: GameSystem) => boolean;
}) {
  const { t, word, term, lang } = useGmT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  // Only the texts the player touched: the others follow the sheet as it changes live.
  const [edits, setEdits] = useState<Partial<Record<TextField, string>>>({});
  const [saved, setSaved] = useState(false);
  // The texts sent, as the sheet had them then: a 409 names those changed meanwhile.
  const [sentFrom, setSentFrom] = useState<Partial<Record<TextField, string>>>({});
  const d12 = plays ? plays('d12') && d12HasSheet(character) : d12HasSheet(character) || character.comfort !== null || character.fear !== null;
  const shown: TextField[] = ['look', 'notes', ...(character.vice ? (['purveyor'] as const) : []), ...(d12 ? (['comfort', 'fear'] as const) : [])];
  const label: Readonly<Record<TextField, string>> = {
    look: t('play.texts.look'),
    notes: t('play.texts.notes'),
    purveyor: capitalize(word('purveyor')),
    comfort: capitalize(word('comfort')),
    fear: capitalize(word('fear')),
  };
  const now = textsOf(character);
  const value = (field: TextField) => edits[field] ?? now[field];
  const tooLong = shown.filter((f) => value(f).trim().length > MAX[f]);
  const texts = changedTexts(character, edits, shown);

  const save = useMutation((body: { version: number; texts: Texts }) => call('character.texts', { params: { crewId, characterId: character.id }, body }, { token }), {
    onSuccess: (step, _body, client) => {
      client.setData(crewKey(crewId), toCrewSheet(step.sheet));
      setEdits({});
      setSaved(true);
    },
    onError: (error, _body, client) => {
      // The sheet as it is now (as players read it): the next try is sent on its version.
      const current = conflictOf(error, 'character.texts');
      if (current) client.setData(crewKey(crewId), toCrewSheet(current));
    },
  });
  const conflict = save.error instanceof ConflictError;
  const current = conflict ? conflictOf(save.error, 'character.texts') : null;
  const changedMeanwhile = (() => {
    const after = current?.crew.characters.find((c) => c.id === character.id);
    if (!after) return [];
    const then = textsOf(after);
    return shown.filter((f) => sentFrom[f] !== undefined && sentFrom[f] !== then[f]);
  })();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (texts === null || tooLong.length > 0) return;
    setSaved(false);
    setSentFrom(Object.fromEntries(Object.keys(texts).map((f) => [f, now[f as TextField]])));
    void save.mutate({ version: sheet.version, texts });
  };
  const edit = (field: TextField, text: string) => {
    setEdits((old) => ({ ...old, [field]: text }));
    setSaved(false);
  };

  return (
    <details className="play-texts" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('play.texts.open')}</summary>
      {open ? (
        <form id={formId} className="play-texts-form" onSubmit={submit} noValidate>
          <p className="muted small">{t('play.texts.intro')}</p>
          {shown.map((field) => (
            <TextInput
              key={field}
              field={field}
              label={label[field]}
              value={value(field)}
              max={MAX[field]}
              hint={
                field === 'purveyor' && character.vice
                  ? t('play.texts.purveyor.hint', { vice: term('vice', character.vice.kind) })
                  : field === 'comfort'
                    ? t('play.texts.comfort.hint')
                    : undefined
              }
              tooLong={tooLong.includes(field) ? t('error.field.tooLong', { max: MAX[field] }) : null}
              onChange={(text) => edit(field, text)}
            />
          ))}
          {conflict ? (
            <div role="alert" className="error-message">
              <p className="error-title">{t('play.texts.conflict')}</p>
              {changedMeanwhile.length > 0 ? <p>{t('play.texts.conflict.fields', { fields: formatList(changedMeanwhile.map((f) => label[f]), lang) })}</p> : null}
            </div>
          ) : save.error instanceof ForbiddenError ? (
            <p role="alert" className="error-message">
              {t('play.texts.forbidden')}
            </p>
          ) : (
            <PlayerError error={save.error} fieldLabels={Object.fromEntries(shown.map((f) => [`texts.${f}`, label[f]]))} />
          )}
          <p role="status" className="muted small">
            {saved ? t('play.texts.saved') : texts === null ? t('play.texts.unchanged') : ''}
          </p>
          <div className="actions">
            <Button type="submit" busy={save.pending} disabled={texts === null || tooLong.length > 0 || save.error instanceof ForbiddenError}>
              {conflict ? t('play.texts.retry') : t('play.texts.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </details>
  );
}

/** A text, one line or several (look and notes), with its length against the rules' bound. */
function TextInput({
  field,
  label,
  value,
  max,
  hint,
  tooLong,
  onChange,
}: {
  field: TextField;
  label: string;
  value: string;
  max: number;
  hint: string | undefined;
  tooLong: string | null;
  onChange: (text: string) => void;
}) {
  const { t } = useGmT();
  const id = useId();
  const long = field === 'look' || field === 'notes';
  const described = [hint ? `${id}-hint` : null, `${id}-count`, tooLong ? `${id}-error` : null].filter(Boolean).join(' ');
  const props = {
    id,
    value,
    name: field,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    'aria-invalid': tooLong !== null || undefined,
    'aria-describedby': described,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {long ? <textarea {...props} rows={field === 'notes' ? 5 : 3} /> : <input {...props} type="text" autoComplete="off" />}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-count`} className="field-hint play-texts-count">
        {t('play.texts.max', { length: value.trim().length, max })}
      </p>
      {tooLong ? (
        <p id={`${id}-error`} className="field-error">
          {tooLong}
        </p>
      ) : null}
    </div>
  );
}
