import { useMemo, useState } from 'react';
import {
  ACQUIRE_COIN_PER_QUALITY,
  ASSET_KINDS,
  DANGEROUS_GOODS,
  DANGEROUS_GOODS_HEAT,
  MAX_SETTLED_HEAT,
  SURGERY_SKILL,
  acquireAssetOdds,
  activityQualityOdds,
  activitySchema,
  clockCompletionOdds,
  findProject,
  indulgeViceOdds,
  isComplete,
  previewHeat,
  recoveryOdds,
  reduceHeatOdds,
  trainOdds,
  type AssetKind,
  type AssetRepeat,
  type Character,
  type DangerousGoods,
  type DowntimeActivityKind,
} from '@temps-mort/rules';
import { formatNumber, formatProbability } from '@temps-mort/i18n/format';
import { Button } from '../../../../components/Button';
import { CheckField } from '../../../../components/CheckField';
import { Clock } from '../../../../components/Clock';
import { Field } from '../../../../components/Field';
import { Gauge } from '../../../../components/Gauge';
import { NumberField } from '../../../../components/NumberField';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { stepPath } from '../../api';
import { RadioGroup } from '../../components/RadioGroup';
import { useWalkthrough } from '../../context';
import { fieldErrors, under } from '../../validate';
import { HelpedField, OddsArea, characterPlace, outcomesOf, poolText, skillOptions } from './shared';

export const activityKey = (characterId: string) => `activity:${characterId}`;

/** The roll button of every activity: checked with the rules' activity schema as the GM types. */
function useActivitySubmit(character: Character, activity: Record<string, unknown>) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const errors = fieldErrors(activitySchema, activity, t);
  const key = activityKey(character.id);
  return {
    errors,
    key,
    busy: actions.pendingKey === key,
    disabled: Object.keys(errors).length > 0 || actions.pendingKey !== null,
    submit: () => void actions.run({ key, place: characterPlace(character.id), path: stepPath('activities'), body: { characterId: character.id, activity } }),
  };
}

function RollButton({ label, submit }: { label: string; submit: ReturnType<typeof useActivitySubmit> }) {
  return (
    <div className="actions">
      <Button busy={submit.busy} disabled={submit.disabled} onClick={submit.submit}>
        {label}
      </Button>
    </div>
  );
}

/** How many activities the completion odds look ahead: the PC's activities left, at least one. */
function useWithin(initial: number) {
  return useState<number | null>(Math.max(1, initial));
}

// ─── A4 Acquire asset ─────────────────────────────────────────────────────────────────────────
export function AcquireAssetForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const [name, setName] = useState('');
  const [assetKind, setAssetKind] = useState<AssetKind | ''>('');
  const [dangerous, setDangerous] = useState<DangerousGoods | ''>('');
  const [repeat, setRepeat] = useState<AssetRepeat>('first');
  const [justInCase, setJustInCase] = useState(false);
  const [minQuality, setMinQuality] = useState<number | null>(null);
  const [extraDice, setExtraDice] = useState<number | null>(0);
  const [helped, setHelped] = useState(false);
  // A4: a held asset acquired again keeps its name and kind and rolls at least the "again" die.
  const [assetId, setAssetId] = useState('');
  const held = crew.assets.find((a) => a.id === assetId);
  const effectiveRepeat: AssetRepeat = held && repeat === 'first' ? 'again' : repeat;
  const pickHeld = (id: string) => {
    setAssetId(id);
    const asset = crew.assets.find((a) => a.id === id);
    if (asset) {
      setName(asset.name);
      setAssetKind(asset.kind);
    }
  };
  const activity = {
    kind: 'acquire_asset',
    name,
    assetKind,
    ...(held ? { assetId: held.id } : {}),
    dangerous: dangerous === '' ? null : dangerous,
    repeat: effectiveRepeat,
    justInCase,
    minQuality,
    extraDice: extraDice ?? undefined,
    helped,
  };
  const submit = useActivitySubmit(character, activity);
  const odds = useMemo(
    () => acquireAssetOdds({ crewTier: crew.tier, repeat: effectiveRepeat, extraDice: extraDice ?? 0, helped, minQuality }, { table }),
    [crew.tier, effectiveRepeat, extraDice, helped, minQuality, table],
  );
  const heat = dangerous === '' ? null : previewHeat({ heat: crew.heat, wanted: crew.wanted }, DANGEROUS_GOODS_HEAT, table);
  return (
    <div className="activity-form">
      <div className="form-grid">
        {crew.assets.length > 0 ? (
          <SelectField
            label={t('acquire.heldAgain')}
            value={assetId}
            onChange={pickHeld}
            placeholder={t('acquire.heldAgain.none')}
            options={crew.assets.map((a) => ({ value: a.id, label: `${a.name} (${term('assetKind', a.kind)})` }))}
          />
        ) : null}
        {/* A held asset acquired again keeps its own name and kind (the rules read them from it). */}
        <Field label={t('acquire.name')} value={name} onChange={setName} error={submit.errors.name} readOnly={held !== undefined} />
        <SelectField
          label={t('acquire.kind')}
          value={assetKind}
          disabled={held !== undefined}
          onChange={(v) => setAssetKind(v as AssetKind | '')}
          placeholder={t('common.select')}
          options={ASSET_KINDS.map((k) => ({ value: k, label: term('assetKind', k) }))}
          error={submit.errors.assetKind}
        />
        <SelectField
          label={t('acquire.repeat')}
          value={effectiveRepeat}
          onChange={(v) => setRepeat(v as AssetRepeat)}
          options={(['first', 'again', 'after_every_use'] as const).map((r) => ({ value: r, label: term('assetRepeat', r) }))}
        />
        <SelectField
          label={t('acquire.dangerous.kind')}
          value={dangerous}
          onChange={(v) => setDangerous(v as DangerousGoods | '')}
          placeholder={t('acquire.dangerous.none')}
          options={DANGEROUS_GOODS.map((g) => ({ value: g, label: term('dangerousGoods', g) }))}
        />
        <NumberField label={t('acquire.minQuality')} value={minQuality} onChange={setMinQuality} min={0} max={10} error={submit.errors.minQuality} hint={t('acquire.minQuality.help')} />
        <NumberField label={t('acquire.extraDice')} value={extraDice} onChange={setExtraDice} min={0} max={6} error={submit.errors.extraDice} />
      </div>
      <CheckField label={t('acquire.justInCase')} checked={justInCase} onChange={setJustInCase} />
      <HelpedField checked={helped} onChange={setHelped} />
      {heat ? (
        <div className="warning" role="note">
          <p>
            <strong>⚠ {t('activities.dangerous.warning', { heat: DANGEROUS_GOODS_HEAT })}</strong>
          </p>
          <Gauge
            label={t('crew.heat')}
            value={crew.heat}
            max={MAX_SETTLED_HEAT}
            add={DANGEROUS_GOODS_HEAT}
            overflowLabel={t('heat.wantedPreview', { gained: heat.wantedGained, wanted: heat.wanted })}
          />
        </div>
      ) : null}
      <OddsArea>
        <OddsBar label={t('acquire.odds', { pool: poolText(t, odds.pool) })} outcomes={outcomesOf(odds.quality, (q) => t('activities.quality', { q }))} />
        {minQuality !== null ? <p className="preview-figure">{t('activities.meetsMinimum', { pct: formatProbability(odds.meetsMinimum, lang) })}</p> : null}
        <p className="muted">{t('acquire.coinAfter', { coin: ACQUIRE_COIN_PER_QUALITY })}</p>
      </OddsArea>
      <RollButton label={t('activities.roll', { activity: term('activity', 'acquire_asset') })} submit={submit} />
    </div>
  );
}

// ─── A5 Long-term project ─────────────────────────────────────────────────────────────────────
export function ProjectForm({ character, remaining }: { character: Character; remaining: number }) {
  const { t, term, lang } = useGmT();
  const { crew, table, names } = useWalkthrough();
  const projects = crew.characters.flatMap((owner) => owner.projects.map((p) => ({ owner, project: p })));
  const blocked = (id: string) => {
    const found = findProject(crew, id);
    if (!found) return true;
    if (isComplete(found.project)) return true;
    const requires = found.project.requires ?? null;
    if (requires === null) return false;
    const required = findProject(crew, requires);
    return !required || !isComplete(required.project);
  };
  const [projectId, setProjectId] = useState(() => projects.find((p) => !blocked(p.project.id))?.project.id ?? '');
  const [action, setAction] = useState(() => Object.keys(character.skills)[0] ?? '');
  const [helped, setHelped] = useState(false);
  const [within, setWithin] = useWithin(remaining);
  const project = projects.find((p) => p.project.id === projectId)?.project;
  const pool = character.skills[action] ?? 0;
  const activity = { kind: 'long_term_project', projectId, action, helped };
  const submit = useActivitySubmit(character, activity);
  const ticks = activityQualityOdds(pool, { helped }, table);
  const done = project && within !== null ? clockCompletionOdds({ segments: project.segments, filled: project.filled, activities: within, pool, helped }, { table }) : null;
  return (
    <div className="activity-form">
      {projects.length === 0 ? <p className="muted">{t('activities.noProject')}</p> : null}
      <div className="form-grid">
        <SelectField
          label={t('project.choose')}
          value={projectId}
          onChange={setProjectId}
          placeholder={t('common.select')}
          options={projects.map(({ owner, project: p }) => ({
            value: p.id,
            label: `${p.name} — ${owner.name} (${p.filled}/${p.segments})${isComplete(p) ? ` · ${t('clock.complete')}` : ''}${
              p.requires ? ` · ${t('clock.requires')} ${names.project?.(p.requires) ?? p.requires}` : ''
            }`,
            disabled: blocked(p.id),
          }))}
          error={submit.errors.projectId}
        />
        <SelectField label={t('activities.action')} value={action} onChange={setAction} placeholder={t('common.select')} options={skillOptions(character)} error={submit.errors.action} hint={Object.keys(character.skills).length === 0 ? t('activities.noSkill') : undefined} />
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} min={1} max={50} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      {project ? <Clock label={project.name} segments={project.segments} filled={project.filled} size={56} /> : null}
      <OddsArea>
        <OddsBar label={t('activities.tick', { pool: poolText(t, pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
        {done && within !== null ? (
          <>
            <OddsBar
              label={t('activities.withinOdds', { k: within })}
              outcomes={[
                { key: 'done', label: t('activities.full'), probability: done.probability },
                { key: 'not', label: t('activities.notYet'), probability: 1 - done.probability },
              ]}
            />
            <p className="muted">
              {done.byActivity.map((p, i) => t('activities.byActivity', { k: i + 1, pct: formatProbability(p, lang) })).join(' · ')}
            </p>
          </>
        ) : null}
      </OddsArea>
      <RollButton label={t('activities.roll', { activity: term('activity', 'long_term_project') })} submit={submit} />
      <NewProject character={character} />
    </div>
  );
}

/** A5: the GM opens a long-term project (a clock) on the PC's sheet. */
function NewProject({ character }: { character: Character }) {
  const { t } = useGmT();
  const { crew, actions } = useWalkthrough();
  const [name, setName] = useState('');
  const [segments, setSegments] = useState<number | null>(8);
  const [requires, setRequires] = useState('');
  const key = `project-create:${character.id}`;
  const ok = name.trim() !== '' && segments !== null && segments >= 1 && segments <= 24;
  return (
    <details className="more">
      <summary>{t('project.new')}</summary>
      <div className="form-grid">
        <Field label={t('clock.name')} value={name} onChange={setName} error={name.trim() === '' ? t('error.field.required') : null} />
        <NumberField label={t('project.segments')} value={segments} onChange={setSegments} min={1} max={24} error={segments === null || segments < 1 || segments > 24 ? t('error.field.range', { min: 1, max: 24 }) : null} />
        <SelectField
          label={t('project.requires')}
          value={requires}
          onChange={setRequires}
          placeholder={t('common.none')}
          options={crew.characters.flatMap((c) => c.projects.map((p) => ({ value: p.id, label: `${p.name} — ${c.name}` })))}
        />
      </div>
      <Button
        variant="secondary"
        busy={actions.pendingKey === key}
        disabled={!ok || actions.pendingKey !== null}
        onClick={() =>
          void actions
            .run({ key, place: characterPlace(character.id), path: `characters/${encodeURIComponent(character.id)}/projects`, body: { name: name.trim(), segments, requires: requires === '' ? null : requires } })
            .then((answer) => {
              if (answer) setName('');
            })
        }
      >
        {t('project.create')}
      </Button>
    </details>
  );
}

// ─── A6 Recover ───────────────────────────────────────────────────────────────────────────────
export function RecoverForm({ character, remaining }: { character: Character; remaining: number }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const others = crew.characters.filter((c) => c.id !== character.id);
  const [kind, setKind] = useState<'self' | 'pc' | 'npc'>((character.skills[SURGERY_SKILL] ?? 0) > 0 ? 'self' : others.length > 0 ? 'pc' : 'npc');
  const [healerId, setHealerId] = useState(others[0]?.id ?? '');
  const healerPc = others.find((c) => c.id === healerId);
  const [healerAction, setHealerAction] = useState(SURGERY_SKILL);
  const [npcName, setNpcName] = useState('');
  const [npcRating, setNpcRating] = useState<number | null>(1);
  const [helped, setHelped] = useState(false);
  const [within, setWithin] = useWithin(remaining);
  const selfSurgery = kind === 'self';
  const pool = kind === 'self' ? (character.skills[SURGERY_SKILL] ?? 0) : kind === 'pc' ? (healerPc?.skills[healerAction] ?? 0) : (npcRating ?? 0);
  const healer =
    kind === 'self' ? { kind } : kind === 'pc' ? { kind, characterId: healerId, action: healerAction } : { kind, name: npcName, rating: npcRating };
  const activity = { kind: 'recover', healer, helped };
  const submit = useActivitySubmit(character, activity);
  const ticks = activityQualityOdds(pool, { helped, selfSurgery }, table);
  const done = within !== null ? recoveryOdds({ filled: character.healing.filled, activities: within, pool, helped, selfSurgery }, { table }) : null;
  const healerErrors = under(submit.errors, 'healer');
  return (
    <div className="activity-form">
      {character.harm.length === 0 ? <p className="muted">{t('activities.noHarm')}</p> : (
        <ul className="harm">
          {character.harm.map((h, i) => (
            <li key={i} data-level={h.level}>
              <span className="harm-level">
                {h.level} · {term('harmLevel', h.level)}
              </span>{' '}
              {h.description}
            </li>
          ))}
        </ul>
      )}
      <RadioGroup
        legend={t('recover.healer')}
        value={kind}
        onChange={setKind}
        choices={(['self', 'pc', 'npc'] as const).map((k) => ({ value: k, label: term('healerKind', k), disabled: k === 'pc' && others.length === 0 }))}
      />
      <div className="form-grid">
        {kind === 'pc' ? (
          <>
            <SelectField label={t('recover.healer.pc')} value={healerId} onChange={setHealerId} options={others.map((c) => ({ value: c.id, label: c.name }))} error={healerErrors.characterId} />
            <SelectField label={t('activities.action')} value={healerAction} onChange={setHealerAction} options={healerPc ? skillOptions(healerPc) : []} placeholder={t('common.select')} error={healerErrors.action} />
          </>
        ) : null}
        {kind === 'npc' ? (
          <>
            <Field label={t('recover.healer.name')} value={npcName} onChange={setNpcName} error={healerErrors.name} />
            <NumberField label={t('recover.healer.rating')} value={npcRating} onChange={setNpcRating} min={0} max={12} error={healerErrors.rating} />
          </>
        ) : null}
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} min={1} max={50} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <Clock label={t('character.healing')} segments={table.healingClockSegments} filled={character.healing.filled} size={56} />
      <OddsArea>
        <OddsBar label={t('activities.tick', { pool: poolText(t, pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
        {done && within !== null ? (
          <OddsBar
            label={t('activities.withinOdds', { k: within })}
            outcomes={[
              { key: 'done', label: t('activities.healed'), probability: done.probability },
              { key: 'not', label: t('activities.notYet'), probability: 1 - done.probability },
            ]}
          />
        ) : null}
        {done ? <p className="muted">{done.byActivity.map((p, i) => t('activities.byActivity', { k: i + 1, pct: formatProbability(p, lang) })).join(' · ')}</p> : null}
      </OddsArea>
      <RollButton label={t('activities.roll', { activity: term('activity', 'recover') })} submit={submit} />
    </div>
  );
}

// ─── A7 Reduce heat ───────────────────────────────────────────────────────────────────────────
export function ReduceHeatForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const [action, setAction] = useState(() => Object.keys(character.skills)[0] ?? '');
  const [helped, setHelped] = useState(false);
  const pool = character.skills[action] ?? 0;
  const submit = useActivitySubmit(character, { kind: 'reduce_heat', action, helped });
  const odds = reduceHeatOdds({ heat: crew.heat, pool, helped }, { table });
  return (
    <div className="activity-form">
      <div className="form-grid">
        <SelectField label={t('activities.action')} value={action} onChange={setAction} placeholder={t('common.select')} options={skillOptions(character)} error={submit.errors.action} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        <OddsBar label={t('activities.heatAfterOdds', { pool: poolText(t, pool), heat: crew.heat })} outcomes={outcomesOf(odds.heatAfter, (heat) => t('activities.heatAfter', { heat })).reverse()} />
        <p className="preview-figure">{t('activities.expectedHeat', { heat: formatNumber(Math.round(odds.expectedHeatAfter * 10) / 10, lang) })}</p>
      </OddsArea>
      <RollButton label={t('activities.roll', { activity: term('activity', 'reduce_heat') })} submit={submit} />
    </div>
  );
}

// ─── A8 Train ─────────────────────────────────────────────────────────────────────────────────
export function TrainForm({ character, trained }: { character: Character; trained: readonly string[] }) {
  const { t, term } = useGmT();
  const { table } = useWalkthrough();
  const [skill, setSkill] = useState(() => Object.keys(character.skills).find((s) => !trained.includes(s)) ?? '');
  const [helped, setHelped] = useState(false);
  const pool = character.skills[skill] ?? 0;
  const submit = useActivitySubmit(character, { kind: 'train', skill, helped });
  const odds = trainOdds({ pool, helped }, { table });
  const already = trained.includes(skill);
  return (
    <div className="activity-form">
      <div className="form-grid">
        <SelectField
          label={t('train.skill')}
          value={skill}
          onChange={setSkill}
          placeholder={t('common.select')}
          options={skillOptions(character, (s) => trained.includes(s)).map((o) => (o.disabled ? { ...o, label: `${o.label} — ${t('train.alreadyTrained')}` } : o))}
          error={already ? t('train.alreadyTrained') : submit.errors.skill}
        />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        <OddsBar label={t('activities.trainOdds', { pool: poolText(t, pool) })} outcomes={outcomesOf(odds.gain, (gain) => t('activities.gain', { gain }))} />
      </OddsArea>
      <div className="actions">
        <Button busy={submit.busy} disabled={submit.disabled || already} onClick={submit.submit}>
          {t('activities.roll', { activity: term('activity', 'train') })}
        </Button>
      </div>
    </div>
  );
}

// ─── A9 / V1–V3 Indulge vice ──────────────────────────────────────────────────────────────────
export function IndulgeViceForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { table, actions } = useWalkthrough();
  const attributes = Object.entries(character.attributes);
  const [attribute, setAttribute] = useState(() => attributes.find(([, a]) => a.current < a.max)?.[0] ?? attributes[0]?.[0] ?? '');
  const [helped, setHelped] = useState(false);
  const submit = useActivitySubmit(character, { kind: 'indulge_vice', attribute, helped });
  const circles = character.attributes[attribute];
  const odds = circles ? indulgeViceOdds({ circles, helped }, { table }) : null;
  const sinkKey = `sink:${character.id}`;
  if (!character.vice) return <p className="muted">{t('activities.noVice')}</p>;
  if (character.vice.tapped) return <NewPurveyor character={character} />;
  return (
    <div className="activity-form">
      <p>
        {t('character.vice')}: <strong>{character.vice.kind}</strong> · {t('character.vice.purveyor')}: {character.vice.purveyor || '—'}
      </p>
      <div className="form-grid">
        <SelectField
          label={t('vice.attribute')}
          value={attribute}
          onChange={setAttribute}
          placeholder={t('common.select')}
          options={attributes.map(([name, a]) => ({ value: name, label: `${term('downtimeAttribute', name)} (${a.current}/${a.max})` }))}
          error={submit.errors.attribute}
        />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      {odds ? (
        <OddsArea>
          <OddsBar label={t('activities.restoreOdds')} outcomes={outcomesOf(odds.restored, (n) => t('activities.restored', { n }))} />
          <OddsBar
            label={t('vice.overindulgence.odds')}
            outcomes={[
              { key: 'over', label: t('activities.overindulges'), probability: odds.overindulgence },
              { key: 'fine', label: t('activities.noOverindulgence'), probability: 1 - odds.overindulgence },
            ]}
          />
          <p className="muted">{t('activities.criticalChance', { pct: formatProbability(odds.critical, lang) })}</p>
        </OddsArea>
      ) : null}
      <RollButton label={t('activities.roll', { activity: term('activity', 'indulge_vice') })} submit={submit} />
      <details className="more">
        <summary>{t('vice.sink')}</summary>
        <p className="muted">{t('vice.sink.help')}</p>
        <Button
          variant="secondary"
          busy={actions.pendingKey === sinkKey}
          disabled={submit.disabled}
          onClick={() => void actions.run({ key: sinkKey, place: characterPlace(character.id), path: stepPath('sink-into-vice'), body: { characterId: character.id, attribute, helped } })}
        >
          {t('vice.sink')}
        </Button>
      </details>
    </div>
  );
}

/** V2 "tapped": a new purveyor must be found before indulging again. */
function NewPurveyor({ character }: { character: Character }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const [purveyor, setPurveyor] = useState('');
  const key = `new-purveyor:${character.id}`;
  return (
    <div className="activity-form">
      <p className="warning">⚠ {t('vice.tapped', { purveyor: character.vice?.purveyor ?? '' })}</p>
      <Field label={t('vice.newPurveyor')} value={purveyor} onChange={setPurveyor} />
      <Button
        variant="secondary"
        busy={actions.pendingKey === key}
        disabled={purveyor.trim() === '' || actions.pendingKey !== null}
        onClick={() => void actions.run({ key, place: characterPlace(character.id), path: stepPath('new-purveyor'), body: { characterId: character.id, purveyor: purveyor.trim() } })}
      >
        {t('vice.newPurveyor.save')}
      </Button>
    </div>
  );
}

export const ACTIVITY_FORMS: readonly DowntimeActivityKind[] = ['acquire_asset', 'long_term_project', 'recover', 'reduce_heat', 'train', 'indulge_vice'];
