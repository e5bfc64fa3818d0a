import {
  CLOCK_SEGMENT_BOUNDS,
  FIELD_BOUNDS,
  CLOCK_VISIBILITIES,
  USUAL_CLOCK_SEGMENTS,
  crewClockFields,
  withinSegments,
  type ClockVisibility,
  type Crew,
  type CrewClock,
} from '@temps-mort/rules';
import { CheckField } from '../../../components/CheckField';
import { Clock } from '../../../components/Clock';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { useDraft } from './draft';
import { fieldErrors, serverFieldError } from './validate';
import { AddItem, ItemForm, ItemRows, TextAreaField, itemFormKey } from './widgets';

/** K1: what the API takes for a clock (the server makes its id), checked as the GM types. */
const inputSchema = withinSegments(crewClockFields.omit({ id: true }));

/** 4, 6, 8, 12 first (K1's usual sizes), then every other size in 2..12. */
const SEGMENTS: readonly number[] = [
  ...USUAL_CLOCK_SEGMENTS,
  ...Array.from({ length: CLOCK_SEGMENT_BOUNDS.max - CLOCK_SEGMENT_BOUNDS.min + 1 }, (_, i) => CLOCK_SEGMENT_BOUNDS.min + i).filter((n) => !USUAL_CLOCK_SEGMENTS.includes(n)),
];

interface ClockDraft {
  readonly name: string;
  /** `crew` or `faction:<id>`. */
  readonly owner: string;
  readonly segments: number;
  readonly filled: number | null;
  readonly onFill: string;
  readonly visibility: ClockVisibility;
  /** '' for none. */
  readonly requires: string;
  readonly unlocks: readonly string[];
  readonly racesAgainst: string;
}

/**
 * A new clock starts as « Connu des joueurs » for the crew's own clocks (the crew's projects are the
 * players' business) and « MJ seul » for a faction's (the API's default: a faction's plans stay the
 * GM's until revealed, between game nights or here).
 */
export const defaultVisibility = (owner: string): ClockVisibility => (owner === 'crew' ? 'open' : 'gm_only');

const ownerKey = (c: CrewClock): string => (c.owner.kind === 'crew' ? 'crew' : `faction:${c.owner.id}`);

function toDraft(c: CrewClock | null): ClockDraft {
  if (!c) return { name: '', owner: 'crew', segments: 4, filled: 0, onFill: '', visibility: defaultVisibility('crew'), requires: '', unlocks: [], racesAgainst: '' };
  return {
    name: c.name,
    owner: ownerKey(c),
    segments: c.segments,
    filled: c.filled,
    onFill: c.onFill,
    visibility: c.visibility,
    requires: c.requires ?? '',
    unlocks: c.unlocks ?? [],
    racesAgainst: c.racesAgainst ?? '',
  };
}

/** The draft as the API's body (without the version). */
function toBody(draft: ClockDraft, crew: Crew) {
  const owner = draft.owner === 'crew' ? { kind: 'crew' as const, id: crew.id } : { kind: 'faction' as const, id: draft.owner.slice('faction:'.length) };
  return {
    name: draft.name,
    owner,
    segments: draft.segments,
    filled: draft.filled,
    onFill: draft.onFill,
    visibility: draft.visibility,
    requires: draft.requires === '' ? null : draft.requires,
    unlocks: [...draft.unlocks],
    racesAgainst: draft.racesAgainst === '' ? null : draft.racesAgainst,
  };
}

/** The clocks of the crew and of its factions (clock_save / clock_remove), K1/K6/K7. */
export function ClocksEditor({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t, term } = useGmT();
  const crew = sheet.crew;
  const clocks = crew.clocks ?? [];
  const ownerName = (c: CrewClock) => (c.owner.kind === 'crew' ? t('crewClock.ofCrew') : t('crewClock.ofFaction', { name: crew.factions.find((f) => f.id === c.owner.id)?.name ?? '' }));
  return (
    <section className="setup-form" aria-labelledby="clocks-title">
      <h2 id="clocks-title">{t('crewClock.title')}</h2>
      <p className="muted">{t('crewClock.intro')}</p>
      {clocks.length === 0 ? <p className="muted">{t('crewClock.none')}</p> : null}
      <ItemRows
        items={clocks}
        write={write}
        kind="clock"
        removeLabel={t('crewClock.remove')}
        rowClass="clock-row"
        row={(c) => (
          <>
            <Clock label={c.name} segments={c.segments} filled={c.filled} size={32} />
            <span>
              {c.name} <span className="muted">{ownerName(c)}</span>{' '}
              <span className="badge" data-visibility={c.visibility}>
                {term('clockVisibility', c.visibility)}
              </span>
            </span>
          </>
        )}
        form={(c, done) => <ClockForm clock={c} crew={crew} write={write} onDone={done} />}
      />
      <AddItem label={t('crewClock.add')} added={(name) => t('crewClock.added', { name })} form={(onAdded) => <ClockForm crew={crew} write={write} onAdded={onAdded} />} />
    </section>
  );
}

function ClockForm({ clock, crew, write, onDone, onAdded }: { clock?: CrewClock; crew: Crew; write: CrewWrite; onDone?: () => void; onAdded?: (name: string) => void }) {
  const { t, term } = useGmT();
  const { draft, dirty, update, saved } = useDraft(clock ?? null, toDraft, write.generation);
  const set = (patch: Partial<ClockDraft>) => update((d) => ({ ...d, ...patch }));
  const body = toBody(draft, crew);
  const errors = fieldErrors(inputSchema, body, t);
  const key = itemFormKey('clock', clock);
  const local = clock || dirty ? errors : {};
  // What the GM typed wrong, as the rules say it; else what the API refused of the last body.
  const shown = (field: string) => local[field] ?? serverFieldError(write, key, field);
  const others = (crew.clocks ?? []).filter((c) => c.id !== clock?.id);
  const linkOptions = [{ value: '', label: t('crewClock.link.none') }, ...others.map((c) => ({ value: c.id, label: c.name }))];
  return (
    <ItemForm
      write={write}
      formKey={key}
      list="clock"
      item={clock}
      body={body}
      name={draft.name}
      errors={errors}
      saved={saved}
      onDone={onDone}
      onAdded={onAdded}
      addLabel={t('crewClock.add')}
      saveLabel={t('crewClock.save')}
    >
      <div className="form-grid">
        <Field label={t('crewClock.name')} value={draft.name} onChange={(name) => set({ name })} error={shown('name')} />
        <SelectField
          label={t('crewClock.owner')}
          value={draft.owner}
          onChange={(owner) =>
            // A new clock's "what players know" follows its owner until the GM picks it.
            set(clock || draft.visibility !== defaultVisibility(draft.owner) ? { owner } : { owner, visibility: defaultVisibility(owner) })
          }
          options={[{ value: 'crew', label: t('crewClock.owner.crew') }, ...crew.factions.map((f) => ({ value: `faction:${f.id}`, label: t('crewClock.owner.faction', { name: f.name }) }))]}
          error={shown('owner.id') ?? shown('owner')}
        />
        <SelectField
          label={t('crewClock.segments')}
          value={String(draft.segments)}
          onChange={(v) => set({ segments: Number(v) })}
          options={SEGMENTS.map((n) => ({ value: String(n), label: USUAL_CLOCK_SEGMENTS.includes(n) ? t('crewClock.segments.usual', { n }) : String(n) }))}
          hint={t('crewClock.segments.help')}
          error={shown('segments')}
        />
        <NumberField label={t('crewClock.filled')} value={draft.filled} onChange={(filled) => set({ filled })} bounds={FIELD_BOUNDS.crewClock.filled} max={draft.segments} error={shown('filled')} />
        <SelectField
          label={t('crewClock.visibility')}
          value={draft.visibility}
          onChange={(v) => set({ visibility: v as ClockVisibility })}
          options={CLOCK_VISIBILITIES.map((v) => ({ value: v, label: term('clockVisibility', v) }))}
          hint={t('crewClock.visibility.help')}
          error={shown('visibility')}
        />
      </div>
      <Clock label={draft.name || t('crewClock.name')} segments={draft.segments} filled={draft.filled ?? 0} />
      <TextAreaField label={t('crewClock.onFill')} value={draft.onFill} onChange={(onFill) => set({ onFill })} hint={t('crewClock.onFill.help')} error={shown('onFill')} rows={2} />
      <fieldset className="clock-links">
        <legend>{t('crewClock.links')}</legend>
        {others.length === 0 ? (
          <p className="muted">{t('crewClock.noOther')}</p>
        ) : (
          <>
            <div className="form-grid">
              <SelectField label={t('crewClock.requires')} value={draft.requires} onChange={(requires) => set({ requires })} options={linkOptions} hint={t('crewClock.requires.help')} error={shown('requires')} />
              <SelectField
                label={t('crewClock.racesAgainst')}
                value={draft.racesAgainst}
                onChange={(racesAgainst) => set({ racesAgainst })}
                options={linkOptions}
                hint={t('crewClock.racesAgainst.help')}
                error={shown('racesAgainst')}
              />
            </div>
            <div role="group" aria-label={t('crewClock.unlocks')} className="clock-unlocks">
              <p className="field-label">{t('crewClock.unlocks')}</p>
              {others.map((c) => (
                <CheckField
                  key={c.id}
                  label={c.name}
                  checked={draft.unlocks.includes(c.id)}
                  onChange={(on) => set({ unlocks: on ? [...draft.unlocks, c.id] : draft.unlocks.filter((id) => id !== c.id) })}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>
    </ItemForm>
  );
}
