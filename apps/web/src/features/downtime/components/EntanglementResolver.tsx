import { useState } from 'react';
import { FIELD_BOUNDS, entanglementChoiceSchema, entanglementFactions, type EntanglementKind, type PendingEntanglement } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Loading';
import { NetChangeList } from '../../../components/NetChangeList';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { ReasonList } from '../../../components/ReasonList';
import { SelectField } from '../../../components/SelectField';
import { signed } from '../../../lib/format';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import { useRuleWords } from '../../../lib/ruleWords';
import { entanglementPath, useEntanglementOptions, type EntanglementOptionView, type EntanglementSituation } from '../api';
import { useWalkthrough } from '../context';
import { fieldErrors } from '../validate';
import { StepError } from './StepError';

/** What the GM tells about the situation; each entanglement reads the fields it needs. */
interface SituationDraft {
  readonly factionId: string;
  readonly characterId: string;
  readonly claim: string;
  readonly cohortId: string;
  readonly who: string;
  readonly to: string;
  readonly pool: number | null;
  readonly experience: number | null;
  readonly occultistQuality: number | null;
  readonly resistedHarm: boolean;
  readonly resistedHeat: boolean;
  readonly harmDescription: string;
}

const EMPTY: SituationDraft = {
  factionId: '',
  characterId: '',
  claim: '',
  cohortId: '',
  who: '',
  to: '',
  pool: null,
  experience: 0,
  occultistQuality: null,
  resistedHarm: false,
  resistedHeat: false,
  harmDescription: '',
};

/** Steps whose errors are shown where they were asked, not at the top of the screen. */
export const LOCAL_ERROR_PREFIX = 'local:';

const FACTION_KINDS: readonly EntanglementKind[] = ['cooperation', 'show_of_force', 'reprisals', 'rivals'];

/** The fields each entanglement asks for. */
function needs(kind: EntanglementKind) {
  return {
    faction: FACTION_KINDS.includes(kind),
    claim: kind === 'show_of_force',
    character: kind === 'interrogation' || kind === 'arrest',
    characterRequired: kind === 'interrogation',
    cohort: kind === 'cohort_trouble',
    who: kind === 'arrest' || kind === 'questioning' || kind === 'usual_suspects' || kind === 'flipped',
    to: kind === 'flipped',
    fortune: kind === 'questioning' || kind === 'usual_suspects',
    occultist: kind === 'unquiet_dead',
    beating: kind === 'interrogation',
  };
}

function situationOf(kind: EntanglementKind, d: SituationDraft): EntanglementSituation {
  const n = needs(kind);
  return {
    ...(n.faction && d.factionId ? { factionId: d.factionId } : {}),
    ...(n.claim && d.claim ? { claim: d.claim } : {}),
    ...(n.character && d.characterId ? { characterId: d.characterId } : {}),
    ...(n.fortune && d.pool !== null ? { pool: d.pool } : {}),
    ...(n.fortune && d.experience !== null ? { experience: d.experience } : {}),
    ...(n.occultist && d.occultistQuality !== null ? { occultistQuality: d.occultistQuality } : {}),
  };
}

const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The choice the resolve step sends for one option (checked with the rules' schema). */
export function choiceFor(option: EntanglementOptionView, d: SituationDraft): Record<string, unknown> {
  const { kind } = option;
  const base: Record<string, unknown> = { kind, option: option.option };
  const faction = option.factionId ?? opt(d.factionId);
  switch (kind) {
    case 'arrest':
      return option.option === 'hand_over' ? { ...base, who: d.who.trim(), ...(d.characterId ? { characterId: d.characterId } : {}) } : base;
    case 'cooperation':
    case 'reprisals':
    case 'rivals':
      return option.option === 'nothing' ? base : { ...base, factionId: faction };
    case 'show_of_force':
      if (option.option === 'nothing') return base;
      if (option.option === 'concede_claim') return { ...base, factionId: faction, claim: opt(d.claim) ?? option.claims?.[0] };
      return { ...base, factionId: faction };
    case 'questioning':
      return option.option === 'bribe'
        ? { ...base, ...(opt(d.who) ? { who: opt(d.who) } : {}) }
        : { ...base, pool: d.pool, experience: d.experience ?? 0, ...(opt(d.who) ? { who: opt(d.who) } : {}) };
    case 'interrogation':
      return option.option === 'beaten'
        ? {
            ...base,
            characterId: d.characterId,
            resisted: { harm: d.resistedHarm, heat: d.resistedHeat },
            ...(opt(d.harmDescription) ? { harmDescription: opt(d.harmDescription) } : {}),
          }
        : { ...base, characterId: d.characterId };
    case 'unquiet_dead':
      return option.option === 'hire_occultist' ? { ...base, occultistQuality: d.occultistQuality } : base;
    case 'cohort_trouble':
      return { ...base, ...(d.cohortId ? { cohortId: d.cohortId } : {}) };
    case 'flipped':
      return { ...base, who: d.who.trim(), to: d.to.trim() };
    case 'usual_suspects':
      return option.option === 'pay'
        ? { ...base, who: d.who.trim() }
        : { ...base, who: d.who.trim(), pool: d.pool, ...(d.experience !== null ? { experience: d.experience } : {}) };
    default:
      return base;
  }
}

/**
 * E2: a revealed entanglement's ways out, each with its exact cost on this crew (GET …/options),
 * the situation they depend on (faction, the PC held, the fortune roll's dice…), and "Resolve".
 */
export function EntanglementResolver({ entanglement, place }: { entanglement: PendingEntanglement; place: string }) {
  const { t, term } = useGmT();
  const { crew, crewId, sheet, names, actions } = useWalkthrough();
  const [draft, setDraft] = useState<SituationDraft>(EMPTY);
  const set = (patch: Partial<SituationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const kind = entanglement.kind;
  const n = needs(kind);
  const situation = situationOf(kind, draft);
  const waiting = n.characterRequired && draft.characterId === '';
  const options = useEntanglementOptions(crewId, entanglement.id, situation, sheet.version, !waiting);
  const eligible = n.faction ? entanglementFactions(crew, kind) : [];
  const resolveKey = `${LOCAL_ERROR_PREFIX}resolve:${entanglement.id}`;
  const error = actions.errorKey?.startsWith(resolveKey) ? actions.error : null;

  return (
    <div className="resolver">
      <fieldset className="subform">
        <legend>{t('entanglement.situation', { kind: term('entanglement', kind) })}</legend>
        <div className="form-grid">
          {n.faction && eligible.length === 0 ? <p className="muted">{t('entanglement.noFaction')}</p> : null}
          {n.faction && eligible.length > 0 ? (
            <SelectField
              label={t('entanglement.faction')}
              value={draft.factionId}
              onChange={(factionId) => set({ factionId })}
              placeholder={t('entanglement.allFactions')}
              options={eligible.map((f) => ({ value: f.id, label: `${f.name} (${signed(f.status)})` }))}
            />
          ) : null}
          {n.claim && crew.claims.length > 0 ? (
            <SelectField
              label={t('entanglement.claim')}
              value={draft.claim}
              onChange={(claim) => set({ claim })}
              placeholder={t('entanglement.anyClaim')}
              options={crew.claims.map((c) => ({ value: c, label: c }))}
            />
          ) : null}
          {n.character ? (
            <SelectField
              label={kind === 'arrest' ? t('entanglement.handOverPc') : t('entanglement.heldPc')}
              value={draft.characterId}
              onChange={(characterId) => set({ characterId })}
              placeholder={kind === 'arrest' ? t('entanglement.notAPc') : t('common.select')}
              options={crew.characters.map((c) => ({ value: c.id, label: c.name }))}
              error={waiting ? t('error.field.required') : null}
            />
          ) : null}
          {n.cohort && crew.cohorts.length > 0 ? (
            <SelectField
              label={t('entanglement.cohort')}
              value={draft.cohortId}
              onChange={(cohortId) => set({ cohortId })}
              placeholder={t('common.none')}
              options={crew.cohorts.map((c) => ({ value: c.id, label: c.name }))}
            />
          ) : null}
          {n.who ? <Field label={t('entanglement.who')} value={draft.who} onChange={(who) => set({ who })} /> : null}
          {n.to ? <Field label={t('entanglement.to')} value={draft.to} onChange={(to) => set({ to })} /> : null}
          {n.fortune ? (
            <>
              <NumberField label={t('entanglement.pool')} value={draft.pool} onChange={(pool) => set({ pool })} bounds={FIELD_BOUNDS.entanglement.pool} />
              <NumberField label={t('entanglement.experience')} value={draft.experience} onChange={(experience) => set({ experience })} bounds={FIELD_BOUNDS.entanglement.experience} />
            </>
          ) : null}
          {n.occultist ? (
            <NumberField label={t('entanglement.occultistQuality')} value={draft.occultistQuality} onChange={(occultistQuality) => set({ occultistQuality })} bounds={FIELD_BOUNDS.entanglement.occultistQuality} />
          ) : null}
        </div>
        {n.beating ? (
          <>
            <CheckField label={t('entanglement.resisted.harm')} checked={draft.resistedHarm} onChange={(resistedHarm) => set({ resistedHarm })} />
            <CheckField label={t('entanglement.resisted.heat')} checked={draft.resistedHeat} onChange={(resistedHeat) => set({ resistedHeat })} />
            <Field label={t('entanglement.harmDescription')} value={draft.harmDescription} onChange={(harmDescription) => set({ harmDescription })} />
          </>
        ) : null}
      </fieldset>
      <StepError error={error} />
      {waiting ? null : options.data ? (
        <>
          <ReasonList reasons={options.data.reasons} names={names} />
          <ul className="options" aria-label={t('entanglement.options')}>
            {options.data.options.map((o) => (
              <OptionCard key={`${o.option}-${o.factionId ?? ''}`} option={o} draft={draft} resolveKey={resolveKey} entanglementId={entanglement.id} place={place} />
            ))}
          </ul>
        </>
      ) : options.error ? (
        <StepError error={options.error} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function OptionCard({ option, draft, resolveKey, entanglementId, place }: { option: EntanglementOptionView; draft: SituationDraft; resolveKey: string; entanglementId: string; place: string }) {
  const { t, term } = useGmT();
  const words = useRuleWords();
  const { crew, names, actions } = useWalkthrough();
  const choice = choiceFor(option, draft);
  // The union's own branch for this option: its issues name the missing fields.
  const branch = entanglementChoiceSchema.options.find((o) => o.shape.kind.value === option.kind && o.shape.option.safeParse(option.option).success);
  const errors = fieldErrors(branch ?? entanglementChoiceSchema, choice, t);
  const missing = Object.keys(errors).filter((k) => k !== '');
  const faction = option.factionId ? crew.factions.find((f) => f.id === option.factionId)?.name : undefined;
  const title = `${term('entanglementOption', option.option)}${faction ? ` — ${faction}` : ''}`;
  const key = `${resolveKey}:${option.option}:${option.factionId ?? ''}`;
  const fieldName = (path: string) => {
    const first = path.split('.')[0] ?? path;
    return first === 'who' ? t('entanglement.who') : first === 'to' ? t('entanglement.to') : first === 'pool' ? t('entanglement.pool') : first === 'characterId' ? t('entanglement.heldPc') : first === 'occultistQuality' ? t('entanglement.occultistQuality') : first;
  };
  return (
    <li className="option card" data-possible={option.possible ? 'true' : 'false'}>
      <h4 className="option-title">
        {option.possible ? null : <span aria-hidden="true">⊘ </span>}
        {title}
      </h4>
      {!option.possible && option.refusal ? (
        <p className="option-refusal">{t('entanglement.option.impossible', { reason: words ? words.refusal(option.refusal, names) : option.refusal.code })}</p>
      ) : null}
      {option.playedOut ? <p className="muted">{t('entanglement.option.playedOut')}</p> : null}
      {option.effects.length > 0 ? (
        <ul className="effects">
          {option.effects.map((e, i) => (
            <li key={i}>{effectWords(e, term, names)}</li>
          ))}
        </ul>
      ) : null}
      {/* What the sheet moves, as the step will record it (the rules' net changes, in the history's words). */}
      {option.changes && option.changes.length > 0 ? (
        <NetChangeList changes={option.changes} names={names} />
      ) : option.possible && !option.fortune && !option.playedOut ? (
        <p className="muted">{t('entanglement.noChange')}</p>
      ) : null}
      {option.fortune ? (
        <OddsBar
          label={t('entanglement.fortuneOdds', { pool: option.fortune.pool })}
          outcomes={(['crit', '6', '4-5', '1-3'] as const).map((band) => {
            const o = option.fortune?.outcomes[band];
            const effects = (o?.effects ?? []).map((e) => effectWords(e, term, names)).join(', ');
            return { key: band, label: `${term('band', band)}: ${effects || t('entanglement.noChange')}`, probability: o?.probability ?? 0 };
          })}
        />
      ) : null}
      <ReasonList reasons={option.reasons} names={names} />
      {missing.length > 0 && option.possible ? (
        <p className="field-error">{t('entanglement.missing', { fields: missing.map(fieldName).join(', ') })}</p>
      ) : null}
      <Button
        variant={option.possible ? 'primary' : 'secondary'}
        disabled={!option.possible || missing.length > 0 || actions.pendingKey !== null}
        busy={actions.pendingKey === key}
        onClick={() => void actions.run({ key, place, path: entanglementPath(entanglementId, 'resolve'), body: { choice } })}
      >
        {t('entanglement.option.resolve', { option: title })}
      </Button>
    </li>
  );
}

function effectWords(
  e: Readonly<Record<string, unknown>>,
  term: (group: 'entanglementEffect' | 'harmLevel', value: unknown) => string,
  names: NameLookup,
): string {
  const label = term('entanglementEffect', e.type);
  const faction = typeof e.factionId === 'string' ? ` (${names.faction?.(e.factionId) ?? e.factionId})` : '';
  if (typeof e.delta === 'number') return `${label}${faction} ${signed(e.delta)}`;
  if (e.type === 'status_set' && typeof e.status === 'number') return `${label}${faction} → ${signed(e.status)}`;
  if ((e.type === 'harm' || e.type === 'npc_harm') && typeof e.level === 'number') return `${label} ${e.level} (${term('harmLevel', e.level)})`;
  if (e.type === 'jailed' && typeof e.characterId === 'string') return `${label}: ${names.character?.(e.characterId) ?? e.characterId}`;
  if (e.type === 'claim_lost' && typeof e.claim === 'string') return `${label}: ${e.claim}`;
  return label;
}
