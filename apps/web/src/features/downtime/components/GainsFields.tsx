import { PRISON_CLAIM_KINDS, PRISON_CLAIM_MAX, prisonClaimCount, type Crew, type IncarcerationGainsInput, type PrisonClaimKind } from '@temps-mort/rules';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { SelectField } from '../../../components/SelectField';
import { useGmT } from '../../../lib/i18nGm';

export interface GainsDraft {
  readonly claimKind: PrisonClaimKind | '';
  readonly alliedName: string;
  readonly alliedTurf: boolean;
  readonly factionId: string;
}

export const NO_GAINS: GainsDraft = { claimKind: '', alliedName: '', alliedTurf: false, factionId: '' };

/** I3/I4: the choices as the event takes them (what is left empty is chosen later). */
export function gainsInput(draft: GainsDraft): IncarcerationGainsInput {
  return {
    ...(draft.claimKind !== '' ? { claimKind: draft.claimKind } : {}),
    ...(draft.claimKind === 'allied_claim' ? { alliedClaim: { name: draft.alliedName.trim(), turf: draft.alliedTurf } } : {}),
    ...(draft.factionId !== '' ? { factionId: draft.factionId } : {}),
  };
}

/** I3/I4: the prison claim the crew takes (those it may still take) and the faction helped inside. */
export function GainsFields({ crew, value, onChange }: { crew: Crew; value: GainsDraft; onChange: (value: GainsDraft) => void }) {
  const { t, term } = useGmT();
  const set = (patch: Partial<GainsDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="form-grid">
      <SelectField
        label={t('incarceration.claim')}
        value={value.claimKind}
        onChange={(v) => set({ claimKind: v as PrisonClaimKind | '' })}
        placeholder={t('incarceration.chooseLater')}
        options={PRISON_CLAIM_KINDS.map((k) => ({
          value: k,
          label: `${term('prisonClaim', k)} (${prisonClaimCount(crew, k)}/${PRISON_CLAIM_MAX[k]})`,
          disabled: prisonClaimCount(crew, k) >= PRISON_CLAIM_MAX[k],
        }))}
      />
      {value.claimKind === 'allied_claim' ? (
        <>
          <Field label={t('incarceration.alliedClaim')} value={value.alliedName} onChange={(alliedName) => set({ alliedName })} />
          <CheckField label={t('incarceration.alliedClaim.turf')} checked={value.alliedTurf} onChange={(alliedTurf) => set({ alliedTurf })} />
        </>
      ) : null}
      <SelectField
        label={t('incarceration.faction')}
        value={value.factionId}
        onChange={(factionId) => set({ factionId })}
        placeholder={t('incarceration.chooseLater')}
        options={crew.factions.map((f) => ({ value: f.id, label: f.name }))}
      />
    </div>
  );
}
