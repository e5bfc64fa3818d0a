import { FACTION_FIELDS, FIELD_BOUNDS, MAX_STATUS, MIN_STATUS, factionSchema, type Faction, type FactionField } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { StatusPips } from '../../../components/StatusPips';
import { roman, signed } from '../../../lib/format';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { useDraft } from './draft';
import { fieldErrors, serverFieldError } from './validate';
import { AddItem, ItemForm, ItemRows, RemoveRow, TextAreaField, itemFormKey } from './widgets';

const inputSchema = factionSchema.omit({ id: true });
/** −3..+3, best first. */
const STATUSES = Array.from({ length: MAX_STATUS - MIN_STATUS + 1 }, (_, i) => MAX_STATUS - i);

interface FactionDraft {
  readonly name: string;
  readonly tier: number | null;
  readonly status: number;
  /** What the GM knows of the faction; players know only the parts `revealed` names. */
  readonly goal: string;
  readonly notes: string;
  readonly assets: readonly string[];
  readonly revealed: readonly FactionField[];
}

const blank: FactionDraft = { name: '', tier: 0, status: 0, goal: '', notes: '', assets: [], revealed: [] };

const toDraft = (f: Faction | null): FactionDraft =>
  f ? { name: f.name, tier: f.tier, status: f.status, goal: f.goal ?? '', notes: f.notes ?? '', assets: f.assets ?? [], revealed: f.revealed ?? [] } : blank;

/** Factions (faction_save / faction_remove): name, tier, status −3..+3. */
export function FactionsEditor({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t } = useGmT();
  const factions = sheet.crew.factions;
  return (
    <section className="setup-form" aria-labelledby="factions-title">
      <h2 id="factions-title">{t('faction.title')}</h2>
      {factions.length === 0 ? <p className="muted">{t('faction.none')}</p> : null}
      <ItemRows
        items={factions}
        write={write}
        kind="faction"
        removeLabel={t('faction.remove')}
        rowClass="faction"
        row={(f) => (
          <>
            <span className="faction-name">
              {f.name} <span className="muted">{t('sheet.tier', { tier: roman(f.tier) })}</span>
            </span>
            <StatusPips value={f.status} label={f.name} />
            <FactionParts faction={f} />
          </>
        )}
        form={(f, done) => <FactionForm faction={f} write={write} onDone={done} />}
      />
      <AddItem label={t('faction.add')} added={(name) => t('faction.added', { name })} form={(onAdded) => <FactionForm write={write} onAdded={onAdded} />} />
    </section>
  );
}

/** What the GM knows of a faction beyond its numbers, each part marked known to the players or hidden. */
function FactionParts({ faction }: { faction: Faction }) {
  const { t, term } = useGmT();
  const present = FACTION_FIELDS.filter((field) => (field === 'assets' ? (faction.assets ?? []).length > 0 : Boolean(faction[field])));
  if (present.length === 0) return null;
  return (
    <span className="faction-parts">
      {present.map((field) => {
        const known = (faction.revealed ?? []).includes(field);
        return (
          <span key={field} className="faction-part">
            {term('factionField', field)}{' '}
            <span className="badge" data-known={known ? 'true' : 'false'}>
              {known ? t('faction.part.known') : t('faction.part.hidden')}
            </span>
          </span>
        );
      })}
    </span>
  );
}

function FactionForm({ faction, write, onDone, onAdded }: { faction?: Faction; write: CrewWrite; onDone?: () => void; onAdded?: (name: string) => void }) {
  const { t, term } = useGmT();
  const source = faction ?? null;
  const { draft, dirty, update, saved } = useDraft(source, toDraft, write.generation);
  const set = (patch: Partial<FactionDraft>) => update((d) => ({ ...d, ...patch }));
  const errors = fieldErrors(inputSchema, draft, t);
  const key = itemFormKey('faction', faction);
  // A new faction's form says nothing before the GM types.
  const local = faction || dirty ? errors : {};
  // What the GM typed wrong, as the rules say it; else what the API refused of the last body.
  const shown = (field: string) => local[field] ?? serverFieldError(write, key, field);
  const reveal = (field: FactionField, on: boolean) => set({ revealed: on ? FACTION_FIELDS.filter((f) => f === field || draft.revealed.includes(f)) : draft.revealed.filter((f) => f !== field) });
  const known = (field: FactionField) => (
    <CheckField label={t('faction.revealed', { field })} checked={draft.revealed.includes(field)} onChange={(on) => reveal(field, on)} />
  );
  return (
    <ItemForm
      write={write}
      formKey={key}
      list="faction"
      item={faction}
      body={{ ...draft }}
      name={draft.name}
      errors={errors}
      saved={saved}
      onDone={onDone}
      onAdded={onAdded}
      addLabel={t('faction.add')}
      saveLabel={t('faction.save')}
      fieldLabels={{ name: t('faction.name'), goal: t('faction.goal'), notes: t('faction.notes'), assets: t('faction.assets') }}
    >
      <div className="form-grid">
        <Field label={t('faction.name')} value={draft.name} onChange={(name) => set({ name })} error={shown('name')} />
        <NumberField label={t('faction.tier')} value={draft.tier} onChange={(tier) => set({ tier })} bounds={FIELD_BOUNDS.faction.tier} error={shown('tier')} />
        <SelectField
          label={t('faction.status')}
          value={String(draft.status)}
          onChange={(v) => set({ status: Number(v) })}
          options={STATUSES.map((s) => ({ value: String(s), label: `${signed(s)} ${term('factionStatus', s)}` }))}
          hint={t('faction.status.help')}
          error={shown('status')}
        />
      </div>
      <StatusPips value={draft.status} label={draft.name || t('faction.name')} />
      <fieldset className="faction-secrets">
        <legend>{t('faction.secret.intro')}</legend>
        <TextAreaField label={t('faction.goal')} value={draft.goal} onChange={(goal) => set({ goal })} error={shown('goal')} rows={2} />
        {known('goal')}
        <TextAreaField label={t('faction.notes')} value={draft.notes} onChange={(notes) => set({ notes })} error={shown('notes')} rows={2} />
        {known('notes')}
        <div role="group" aria-label={t('faction.assets')} className="faction-assets">
          <p className="field-label">{t('faction.assets')}</p>
          {draft.assets.map((asset, i) => (
            <div key={i} className="list-row">
              <Field
                label={t('faction.asset.name', { n: i + 1 })}
                value={asset}
                onChange={(v) => set({ assets: draft.assets.map((a, j) => (j === i ? v : a)) })}
                error={shown(`assets.${i}`)}
              />
              <RemoveRow label={t('faction.asset.remove', { n: i + 1 })} onClick={() => set({ assets: draft.assets.filter((_, j) => j !== i) })} />
            </div>
          ))}
          <Button variant="secondary" onClick={() => set({ assets: [...draft.assets, ''] })} disabled={draft.assets.length >= 20}>
            {t('faction.asset.add')}
          </Button>
          {shown('assets') ? <p className="field-error">{shown('assets')}</p> : null}
        </div>
        {known('assets')}
      </fieldset>
    </ItemForm>
  );
}
