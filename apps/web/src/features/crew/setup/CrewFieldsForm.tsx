import { useState } from 'react';
import {
  FIELD_BOUNDS,
  HEAT_PER_WANTED,
  PRISON_CLAIM_KINDS,
  crewPatchSchema,
  noteSchema,
  type Hold,
  type PrisonClaimKind,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { roman } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { useDraft } from './draft';
import { FormError } from './FormError';
import { fieldErrors, hasErrors } from './validate';
import { RemoveRow, TextAreaField } from './widgets';

interface CrewDraft {
  readonly name: string;
  readonly tier: number | null;
  readonly hold: Hold;
  readonly rep: number | null;
  readonly coin: number | null;
  readonly heat: number | null;
  readonly wanted: number | null;
  readonly atWar: boolean;
  readonly claims: readonly string[];
  readonly prisonClaims: readonly PrisonClaimKind[];
  readonly unpaidTithes: readonly { readonly boss: string; readonly amount: number | null }[];
  readonly gmNotes: string;
}

function toDraft(sheet: CrewSheet): CrewDraft {
  const c = sheet.crew;
  return {
    name: c.name,
    tier: c.tier,
    hold: c.hold,
    rep: c.rep,
    coin: c.coin,
    heat: c.heat,
    wanted: c.wanted,
    atWar: c.atWar,
    claims: c.claims,
    prisonClaims: c.prisonClaims,
    unpaidTithes: c.unpaidTithes,
    gmNotes: sheet.gmNotes ?? '',
  };
}

const FIELDS = ['name', 'tier', 'hold', 'rep', 'coin', 'heat', 'wanted', 'atWar', 'claims', 'prisonClaims', 'unpaidTithes'] as const;

const KEY = 'crew-fields';

/** The crew's own fields (crew_edit): name, tier, hold, rep, coin, heat, wanted, war, claims, prison claims, tithes, GM notes. */
export function CrewFieldsForm({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t, term } = useGmT();
  const source = { crew: sheet.crew, gmNotes: sheet.gmNotes ?? '' };
  const { draft, base, baseVersion, dirty, update, saved, reset } = useDraft(source, () => toDraft(sheet), write.generation, sheet.version);
  const set = (patch: Partial<CrewDraft>) => update((d) => ({ ...d, ...patch }));
  const [claim, setClaim] = useState('');
  const [prisonClaim, setPrisonClaim] = useState<PrisonClaimKind | ''>('');
  const { gmNotes, ...fields } = draft;
  const patch = { ...fields, name: fields.name };
  const errors = { ...fieldErrors(crewPatchSchema, patch, t), ...prefixed(fieldErrors(noteSchema, gmNotes, t), 'gmNotes') };
  const before = base;
  const changed = Object.fromEntries(FIELDS.filter((f) => JSON.stringify(draft[f]) !== JSON.stringify(before[f])).map((f) => [f, draft[f]]));
  const notesChanged = gmNotes !== before.gmNotes;
  const nothing = Object.keys(changed).length === 0 && !notesChanged;
  const save = async () => {
    const ok = await write.send(KEY, 'crew.edit', { body: { ...changed, ...(notesChanged ? { gmNotes } : {}) } }, baseVersion);
    if (ok) saved();
  };
  return (
    <form
      className="setup-form"
      aria-labelledby="crew-fields-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!nothing && !hasErrors(errors)) void save();
      }}
    >
      <h2 id="crew-fields-title">{t('setup.steps.crew')}</h2>
      <div className="form-grid">
        <Field label={t('crew.name')} value={draft.name} onChange={(name) => set({ name })} error={errors.name} />
        <NumberField label={t('crew.tier')} value={draft.tier} onChange={(tier) => set({ tier })} bounds={FIELD_BOUNDS.crew.tier} hint={t('crew.tier.help', { max: roman(FIELD_BOUNDS.crew.tier.max) })} error={errors.tier} />
        <SelectField
          label={t('crew.hold')}
          value={draft.hold}
          onChange={(hold) => set({ hold: hold as Hold })}
          options={(['weak', 'strong'] as const).map((h) => ({ value: h, label: term('hold', h) }))}
        />
        <NumberField label={t('crew.rep')} value={draft.rep} onChange={(rep) => set({ rep })} bounds={FIELD_BOUNDS.crew.rep} error={errors.rep} />
        <NumberField label={t('crew.coin')} value={draft.coin} onChange={(coin) => set({ coin })} bounds={FIELD_BOUNDS.crew.coin} error={errors.coin} />
        <NumberField label={t('crew.heat')} value={draft.heat} onChange={(heat) => set({ heat })} bounds={FIELD_BOUNDS.crew.heat} hint={t('crew.heat.help', { max: FIELD_BOUNDS.crew.heat.max, at: HEAT_PER_WANTED })} error={errors.heat} />
        <NumberField label={t('crew.wanted')} value={draft.wanted} onChange={(wanted) => set({ wanted })} bounds={FIELD_BOUNDS.crew.wanted} hint={t('crew.wanted.help', { max: FIELD_BOUNDS.crew.wanted.max })} error={errors.wanted} />
      </div>
      <CheckField label={t('crew.atWar')} checked={draft.atWar} onChange={(atWar) => set({ atWar })} />

      <fieldset className="subform">
        <legend>{t('crew.claims')}</legend>
        {draft.claims.length === 0 ? <p className="muted">{t('common.none')}</p> : null}
        <ul className="edit-rows">
          {draft.claims.map((c, i) => (
            <li key={i} className="edit-row">
              <Field
                label={t('crew.claims.name')}
                value={c}
                onChange={(v) => set({ claims: draft.claims.map((x, j) => (j === i ? v : x)) })}
                error={errors[`claims.${i}`]}
              />
              <RemoveRow label={t('setup.removeNamed', { name: c || t('crew.claims.name') })} onClick={() => set({ claims: draft.claims.filter((_, j) => j !== i) })} />
            </li>
          ))}
        </ul>
        <div className="inline-form">
          <Field label={t('crew.claims.add')} value={claim} onChange={setClaim} />
          <Button
            variant="secondary"
            disabled={claim.trim() === ''}
            onClick={() => {
              set({ claims: [...draft.claims, claim.trim()] });
              setClaim('');
            }}
          >
            {t('common.add')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="subform">
        <legend>{t('crew.prisonClaims')}</legend>
        {draft.prisonClaims.length === 0 ? <p className="muted">{t('common.none')}</p> : null}
        <ul className="tags">
          {draft.prisonClaims.map((k, i) => (
            <li key={`${k}-${i}`}>
              {term('prisonClaim', k)}{' '}
              <RemoveRow label={t('setup.removeNamed', { name: term('prisonClaim', k) })} onClick={() => set({ prisonClaims: draft.prisonClaims.filter((_, j) => j !== i) })} />
            </li>
          ))}
        </ul>
        {errors.prisonClaims ? <p className="field-error">{errors.prisonClaims}</p> : null}
        <div className="inline-form">
          <SelectField
            label={t('crew.prisonClaims.add')}
            value={prisonClaim}
            onChange={(v) => setPrisonClaim(v as PrisonClaimKind | '')}
            placeholder={t('common.select')}
            options={PRISON_CLAIM_KINDS.map((k) => ({ value: k, label: term('prisonClaim', k) }))}
          />
          <Button
            variant="secondary"
            disabled={prisonClaim === ''}
            onClick={() => {
              if (prisonClaim !== '') set({ prisonClaims: [...draft.prisonClaims, prisonClaim] });
              setPrisonClaim('');
            }}
          >
            {t('common.add')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="subform">
        <legend>{t('crew.unpaidTithes')}</legend>
        {draft.unpaidTithes.length === 0 ? <p className="muted">{t('common.none')}</p> : null}
        <ul className="edit-rows">
          {draft.unpaidTithes.map((tithe, i) => (
            <li key={i} className="edit-row">
              <Field
                label={t('payoff.tithe.boss')}
                value={tithe.boss}
                onChange={(boss) => set({ unpaidTithes: draft.unpaidTithes.map((x, j) => (j === i ? { ...x, boss } : x)) })}
                error={errors[`unpaidTithes.${i}.boss`]}
              />
              <NumberField
                label={t('setup.tithe.amount')}
                value={tithe.amount}
                onChange={(amount) => set({ unpaidTithes: draft.unpaidTithes.map((x, j) => (j === i ? { ...x, amount } : x)) })}
                bounds={FIELD_BOUNDS.crew.titheAmount}
                error={errors[`unpaidTithes.${i}.amount`]}
              />
              <RemoveRow label={t('setup.removeNamed', { name: tithe.boss || t('payoff.tithe.boss') })} onClick={() => set({ unpaidTithes: draft.unpaidTithes.filter((_, j) => j !== i) })} />
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => set({ unpaidTithes: [...draft.unpaidTithes, { boss: '', amount: 0 }] })}>
          {t('setup.tithe.add')}
        </Button>
      </fieldset>

      <TextAreaField label={t('setup.gmNotes')} value={gmNotes} onChange={(v) => set({ gmNotes: v })} hint={t('setup.gmNotes.help')} error={errors.gmNotes} />

      <FormError write={write} formKey={KEY} />
      <div className="actions">
        <Button type="submit" busy={write.pendingKey === KEY} disabled={nothing || hasErrors(errors) || write.pendingKey !== null}>
          {t('crew.save')}
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={reset}>
            {t('setup.discard')}
          </Button>
        ) : null}
        {nothing ? <span className="muted">{t('setup.noChange')}</span> : null}
      </div>
    </form>
  );
}

function prefixed(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === '' ? prefix : `${prefix}.${k}`, v]));
}
