import { useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_BOUNDS, warbandMemberSchema, type WarbandRole } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { ValidationError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptWizard, ledgerKey, useReloadWizard, wizardApi, type MemberAddBody, type WarbandMemberView, type WizardView } from '../api';
import { fieldError } from '../../../lib/fieldError';
import { SelectField } from '../../../components/SelectField';
import { HiredMuscleLine, WarbandTable } from '../../../components/ledger/WarbandTable';

export const WARBAND_ROLES: readonly WarbandRole[] = ['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle'];

interface MemberDraft {
  readonly name: string;
  readonly role: WarbandRole;
  readonly baseCost: number | null;
  readonly will: number | null;
}

const EMPTY: MemberDraft = { name: '', role: 'soldier', baseCost: 20, will: 0 };

function useMemberErrors(draft: MemberDraft) {
  const { t } = useGmT();
  const s = warbandMemberSchema.shape;
  return {
    name: fieldError(s.name, draft.name, t),
    baseCost: fieldError(s.baseCost, draft.baseCost, t),
    will: fieldError(s.will, draft.will, t),
  };
}

/**
 * The wizard's bande de guerre: members (name, role, base cost, Will; the table is
 * components/ledger/WarbandTable, which a player's followed ledger draws read-only), added, edited,
 * removed.
 */
export function Warband({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  const [editing, setEditing] = useState<string | null>(null);
  const reload = useReloadWizard(wizard.id);
  const remove = useMutation((memberId: string) => wizardApi.removeMember(wizard.id, memberId, wizard.version), {
    onSuccess: (w, _v, client) => acceptWizard(client, w),
    invalidate: [ledgerKey(wizard.id)],
  });

  return (
    <section className="card" aria-labelledby="warband-title">
      <h2 id="warband-title">{t('debt.warband')}</h2>
      <WarbandTable
        warband={wizard.warband}
        replaceRow={(m) => (editing === m.id ? <MemberForm wizard={wizard} member={m} onDone={() => setEditing(null)} /> : null)}
        actions={(m) => (
          <>
            <Button variant="ghost" onClick={() => setEditing(m.id)} aria-label={`${t('common.edit')} ${m.name}`}>
              ✎ <span className="visually-hidden">{t('common.edit')}</span>
            </Button>
            <Button
              variant="ghost"
              aria-label={`${t('common.remove')} ${m.name}`}
              busy={remove.pending}
              onClick={() => {
                if (window.confirm(t('common.confirmRemove', { name: m.name }))) void remove.mutate(m.id);
              }}
            >
              ✕ <span className="visually-hidden">{t('common.remove')}</span>
            </Button>
          </>
        )}
      />
      <ErrorMessage error={remove.error} route="wizard.member.remove" onReload={(current) => {
        remove.reset();
        reload(current);
      }} />
      <HiredMuscleLine wizard={wizard} />
      <details className="add-member">
        <summary>{t('debt.member.add')}</summary>
        <MemberForm wizard={wizard} />
      </details>
    </section>
  );
}

/** Adds a member (no `member`) or edits one. */
function MemberForm({ wizard, member, onDone }: { wizard: WizardView; member?: WarbandMemberView; onDone?: () => void }) {
  const { t, term } = useGmT();
  const [draft, setDraft] = useState<MemberDraft>(member ? { name: member.name, role: member.role, baseCost: member.baseCost, will: member.will } : EMPTY);
  const [touched, setTouched] = useState(false);
  const reload = useReloadWizard(wizard.id);
  const errors = useMemberErrors(draft);
  const save = useMutation(
    async (body: Omit<MemberAddBody, 'version'>) =>
      member
        ? wizardApi.patchMember(wizard.id, member.id, { ...body, version: wizard.version })
        : (await wizardApi.addMember(wizard.id, { ...body, version: wizard.version })).wizard,
    { onSuccess: (w, _v, client) => acceptWizard(client, w) },
  );
  const server = save.error instanceof ValidationError ? save.error.byField : {};
  const valid = Object.values(errors).every((e) => e === null);
  const show = (k: keyof typeof errors) => (touched || k !== 'name' || draft.name !== '' ? errors[k] : null) ?? server[k]?.join(' ') ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    const done = await save.mutate({ name: draft.name.trim(), role: draft.role, baseCost: draft.baseCost ?? 0, will: draft.will ?? 0 });
    if (done) {
      setDraft(EMPTY);
      setTouched(false);
      onDone?.();
    }
  };

  return (
    <form className="form member-form" onSubmit={submit} noValidate aria-label={member ? `${t('common.edit')} ${member.name}` : t('debt.member.add')}>
      <div className="form-row">
        <Field label={t('debt.member.name')} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={show('name')} autoComplete="off" />
        <SelectField
          label={t('debt.member.role')}
          value={draft.role}
          onChange={(role) => setDraft({ ...draft, role: role as WarbandRole })}
          options={WARBAND_ROLES.map((r) => ({ value: r, label: term('warbandRole', r) }))}
        />
        <NumberField label={t('debt.member.baseCost')} value={draft.baseCost} onChange={(baseCost) => setDraft({ ...draft, baseCost })} bounds={FIELD_BOUNDS.warbandMember.baseCost} step={5} error={show('baseCost')} />
        <NumberField label={t('debt.member.will')} value={draft.will} onChange={(will) => setDraft({ ...draft, will })} bounds={FIELD_BOUNDS.warbandMember.will} error={show('will')} />
      </div>
      <ErrorMessage error={save.error instanceof ValidationError ? null : save.error} route="wizard.member.edit" onReload={(current) => {
        save.reset();
        reload(current);
      }} />
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={touched && !valid}>
          {member ? t('common.save') : t('debt.member.add')}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
