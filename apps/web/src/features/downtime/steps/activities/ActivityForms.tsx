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
  activityRefusal,
  activitySchema,
  activitySkillRating,
  clockCompletionOdds,
  findProject,
  healerPool,
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
  type Healer,
  type RuleId,
} from '@temps-mort/rules';
import { colon, formatNumber, formatProbability, quote } from '@temps-mort/i18n/format';
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
import { AddHarm, MissingSkill, ViceSheetForm, viceSheetMissing } from './CompleteSheet';

import { HelpedField, OddsArea, RollButton, Suggestion, bestSkill, characterPlace, outcomesOf, poolText, skillLabel, skillOptions } from './shared';

export const activityKey = (characterId: string) => `activity:${characterId}`;

/**
 * The roll of every activity: checked with the rules' activity schema as the GM types, and with the
 * rules' own activity function (a dry run: would it be refused as it stands?). `choices` names each
 * choice the form needs, false once made: nothing rolls on a value the GM did not choose.
 */
function useActivitySubmit(character: Character, activity: Record<string, unknown>, choices: readonly (string | false)[], trained: readonly string[] = []) {
  const { t, lang } = useGmT();
  const { crew, table, actions } = useWalkthrough();
  const errors = fieldErrors(activitySchema, activity, t);
  const refusal = activityRefusal(crew, character.id, activity, trained, table);
  const missing = choices.filter((c): c is string => c !== false).map((label) => quote(label, lang));
  const key = activityKey(character.id);
  return {
    errors,
    key,
    refusal,
    missing,
    busy: actions.pendingKey === key,
    disabled: missing.length > 0 || Object.keys(errors).length > 0 || refusal !== null || actions.pendingKey !== null,
    submit: () => void actions.run({ key, place: characterPlace(character.id), path: stepPath('activities'), body: { characterId: character.id, activity } }),
  };
}

function Roll({ label, submit }: { label: string; submit: ReturnType<typeof useActivitySubmit> }) {
  return <RollButton label={label} busy={submit.busy} disabled={submit.disabled} onClick={submit.submit} missing={submit.missing} refusal={submit.refusal} />;
}

/** The dice of a skill roll as the rules read them off the sheet, once a skill is chosen (null before, or off the sheet). */
function skillPool(character: Character, skill: string, rule: RuleId): number | null {
  if (skill === '') return null;
  const rating = activitySkillRating(character, skill, rule);
  return rating.ok ? rating.value : null;
}

/** Until the roll is chosen there are no odds to show: said, not guessed. */
function OddsOnceChosen() {
  const { t } = useGmT();
  return <p className="muted">{t('activities.oddsOnceChosen')}</p>;
}

/** The rolled action of a PC, with the best-rated skill offered (never picked) while none is chosen. */
function ActionField({ character, value, onChange, error }: { character: Character; value: string; onChange: (skill: string) => void; error?: string | undefined }) {
  const { t, term } = useGmT();
  const best = bestSkill(character);
  return (
    <>
      <SelectField
        label={t('activities.action')}
        value={value}
        onChange={onChange}
        placeholder={t('activities.pick')}
        options={skillOptions(term, character)}
        error={value === '' ? null : error}
      />
      {value === '' && best !== null ? (
        <Suggestion
          text={t('activities.suggestion.best', { choice: skillLabel(term, best, character.skills[best] ?? 0) })}
          choice={skillLabel(term, best, character.skills[best] ?? 0)}
          onTake={() => onChange(best)}
        />
      ) : null}
    </>
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
  const [repeat, setRepeat] = useState<AssetRepeat | ''>('');
  const [justInCase, setJustInCase] = useState(false);
  const [minQuality, setMinQuality] = useState<number | null>(null);
  const [extraDice, setExtraDice] = useState<number | null>(0);
  const [helped, setHelped] = useState(false);
  // A4: a held asset acquired again keeps its name and kind and rolls at least the "again" die.
  const [assetId, setAssetId] = useState('');
  const held = crew.assets.find((a) => a.id === assetId);
  const effectiveRepeat: AssetRepeat | '' = held && repeat === 'first' ? 'again' : repeat;
  const pickHeld = (id: string) => {
    setAssetId(id);
    const asset = crew.assets.find((a) => a.id === id);
    if (asset) {
      setName(asset.name);
      setAssetKind(asset.kind);
      // The asset is held: acquiring it again is no first time (shown in its field).
      if (repeat === '' || repeat === 'first') setRepeat('again');
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
  const submit = useActivitySubmit(character, activity, [assetKind === '' && t('acquire.kind'), effectiveRepeat === '' && t('acquire.repeat')]);
  const odds = useMemo(
    () => (effectiveRepeat === '' ? null : acquireAssetOdds({ crewTier: crew.tier, repeat: effectiveRepeat, extraDice: extraDice ?? 0, helped, minQuality }, { table })),
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
          placeholder={t('activities.pick')}
          options={ASSET_KINDS.map((k) => ({ value: k, label: term('assetKind', k) }))}
          error={assetKind === '' ? null : submit.errors.assetKind}
        />
        <SelectField
          label={t('acquire.repeat')}
          value={effectiveRepeat}
          onChange={(v) => setRepeat(v as AssetRepeat | '')}
          placeholder={t('activities.pick')}
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
        {odds ? (
          <>
            <OddsBar label={t('acquire.odds', { pool: poolText(t, odds.pool) })} outcomes={outcomesOf(odds.quality, (q) => t('activities.quality', { q }))} />
            {minQuality !== null ? <p className="preview-figure">{t('activities.meetsMinimum', { pct: formatProbability(odds.meetsMinimum, lang) })}</p> : null}
          </>
        ) : (
          <OddsOnceChosen />
        )}
        <p className="muted">{t('acquire.coinAfter', { coin: ACQUIRE_COIN_PER_QUALITY })}</p>
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'acquire_asset') })} submit={submit} />
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
  const workable = projects.some((p) => !blocked(p.project.id));
  const [projectId, setProjectId] = useState('');
  const [action, setAction] = useState('');
  const [helped, setHelped] = useState(false);
  const [within, setWithin] = useWithin(remaining);
  const project = projects.find((p) => p.project.id === projectId)?.project;
  const pool = skillPool(character, action, 'A5');
  const activity = { kind: 'long_term_project', projectId, action, helped };
  const submit = useActivitySubmit(character, activity, [projectId === '' && t('project.choose'), action === '' && t('activities.action')]);
  const ticks = pool === null ? null : activityQualityOdds(pool, { helped }, table);
  const done = project && pool !== null && within !== null ? clockCompletionOdds({ segments: project.segments, filled: project.filled, activities: within, pool, helped }, { table }) : null;
  // No project to work on: opening one is the first thing to do, here, and it is then the one chosen.
  const newProject = <NewProject character={character} open={!workable} onCreated={setProjectId} />;
  return (
    <div className="activity-form">
      {!workable ? (
        <>
          <p className="warning" role="note">
            {projects.length === 0 ? t('activities.noProject') : t('activities.noOpenProject')}
          </p>
          {newProject}
        </>
      ) : null}
      <MissingSkill character={character} />
      <div className="form-grid">
        <SelectField
          label={t('project.choose')}
          value={projectId}
          onChange={setProjectId}
          placeholder={t('activities.pick')}
          options={projects.map(({ owner, project: p }) => ({
            value: p.id,
            label: `${p.name} — ${owner.name} (${p.filled}/${p.segments})${isComplete(p) ? ` · ${t('clock.complete')}` : ''}${
              p.requires ? ` · ${t('clock.requires')} ${names.project?.(p.requires) ?? p.requires}` : ''
            }`,
            disabled: blocked(p.id),
          }))}
          error={projectId === '' ? null : submit.errors.projectId}
        />
        <div>
          <ActionField character={character} value={action} onChange={setAction} error={submit.errors.action} />
        </div>
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} min={1} max={50} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      {project ? <Clock label={project.name} segments={project.segments} filled={project.filled} size={56} /> : null}
      <OddsArea>
        {ticks && pool !== null ? (
          <OddsBar label={t('activities.tick', { pool: poolText(t, pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
        ) : (
          <OddsOnceChosen />
        )}
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
      <Roll label={t('activities.roll', { activity: term('activity', 'long_term_project') })} submit={submit} />
      {workable ? newProject : null}
    </div>
  );
}

/** A5: the GM opens a long-term project (a clock) on the PC's sheet; `onCreated` gets its id. */
function NewProject({ character, open, onCreated }: { character: Character; open: boolean; onCreated: (projectId: string) => void }) {
  const { t } = useGmT();
  const { crew, actions } = useWalkthrough();
  const [name, setName] = useState('');
  const [segments, setSegments] = useState<number | null>(8);
  const [requires, setRequires] = useState('');
  const key = `project-create:${character.id}`;
  const ok = name.trim() !== '' && segments !== null && segments >= 1 && segments <= 24;
  const create = async () => {
    const before = new Set(character.projects.map((p) => p.id));
    const answer = await actions.run({
      key,
      place: characterPlace(character.id),
      path: `characters/${encodeURIComponent(character.id)}/projects`,
      body: { name: name.trim(), segments, requires: requires === '' ? null : requires },
    });
    if (!answer) return;
    setName('');
    const made = answer.sheet.crew.characters.find((c) => c.id === character.id)?.projects.find((p) => !before.has(p.id));
    if (made) onCreated(made.id);
  };
  return (
    <details className="more" open={open || undefined}>
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
      <Button variant="secondary" busy={actions.pendingKey === key} disabled={!ok || actions.pendingKey !== null} onClick={() => void create()}>
        {t('project.create')}
      </Button>
    </details>
  );
}

// ─── A6 Recover ───────────────────────────────────────────────────────────────────────────────
/** A6: the healing PC the rules would roll best (the highest surgery, when any has it), offered as a suggestion. */
function bestHealer(others: readonly Character[]): Character | null {
  let best: Character | null = null;
  for (const c of others) {
    const surgery = c.skills[SURGERY_SKILL] ?? 0;
    if (surgery > 0 && (best === null || surgery > (best.skills[SURGERY_SKILL] ?? 0))) best = c;
  }
  return best;
}

export function RecoverForm({ character, remaining }: { character: Character; remaining: number }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const others = crew.characters.filter((c) => c.id !== character.id);
  const [kind, setKind] = useState<Healer['kind'] | null>(null);
  const [healerId, setHealerId] = useState('');
  const healerPc = others.find((c) => c.id === healerId);
  const [healerAction, setHealerAction] = useState('');
  const [npcName, setNpcName] = useState('');
  const [npcRating, setNpcRating] = useState<number | null>(null);
  const [helped, setHelped] = useState(false);
  const [within, setWithin] = useWithin(remaining);
  const healer =
    kind === null ? null : kind === 'self' ? { kind } : kind === 'pc' ? { kind, characterId: healerId, action: healerAction } : { kind, name: npcName, rating: npcRating };
  const activity = { kind: 'recover', healer, helped };
  const submit = useActivitySubmit(character, activity, [
    kind === null && t('recover.healer'),
    kind === 'pc' && healerId === '' && t('recover.healer.pc'),
    kind === 'pc' && healerAction === '' && t('activities.action'),
    kind === 'npc' && npcName.trim() === '' && t('recover.healer.name'),
    kind === 'npc' && npcRating === null && t('recover.healer.rating'),
  ]);
  // The dice and the self-surgery malus as the rules read them (A6), once the healer is said.
  const chosen: Healer | null =
    kind === 'self' ? { kind } : kind === 'pc' && healerId !== '' && healerAction !== '' ? { kind, characterId: healerId, action: healerAction } : kind === 'npc' && npcRating !== null ? { kind, name: npcName, rating: npcRating } : null;
  const source = chosen ? healerPool(crew, character, chosen) : null;
  const roll = source?.ok ? source.value : null;
  const ticks = roll ? activityQualityOdds(roll.pool, { helped, selfSurgery: roll.selfSurgery }, table) : null;
  const done = roll && within !== null ? recoveryOdds({ filled: character.healing.filled, activities: within, pool: roll.pool, helped, selfSurgery: roll.selfSurgery }, { table }) : null;
  const healerErrors = under(submit.errors, 'healer');
  const suggestedHealer = bestHealer(others);
  const surgeryLabel = healerPc && SURGERY_SKILL in healerPc.skills ? skillLabel(term, SURGERY_SKILL, healerPc.skills[SURGERY_SKILL] ?? 0) : null;
  return (
    <div className="activity-form">
      {character.harm.length === 0 ? (
        <>
          <p className="muted">{t('activities.noHarm')}</p>
          <AddHarm character={character} />
        </>
      ) : (
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
            <div>
              <SelectField
                label={t('recover.healer.pc')}
                value={healerId}
                onChange={(id) => {
                  setHealerId(id);
                  setHealerAction('');
                }}
                placeholder={t('activities.pick')}
                options={others.map((c) => ({ value: c.id, label: c.name }))}
                error={healerId === '' ? null : healerErrors.characterId}
              />
              {healerId === '' && suggestedHealer ? (
                <Suggestion
                  text={t('activities.suggestion.healer', { choice: suggestedHealer.name, rating: suggestedHealer.skills[SURGERY_SKILL] ?? 0 })}
                  choice={suggestedHealer.name}
                  onTake={() => setHealerId(suggestedHealer.id)}
                />
              ) : null}
            </div>
            <div>
              <SelectField
                label={t('activities.action')}
                value={healerAction}
                onChange={setHealerAction}
                options={healerPc ? skillOptions(term, healerPc) : []}
                placeholder={t('activities.pick')}
                error={healerAction === '' ? null : healerErrors.action}
              />
              {healerAction === '' && surgeryLabel ? (
                <Suggestion text={t('activities.suggestion.surgery', { choice: surgeryLabel })} choice={surgeryLabel} onTake={() => setHealerAction(SURGERY_SKILL)} />
              ) : null}
            </div>
          </>
        ) : null}
        {kind === 'npc' ? (
          <>
            {/* Said once the GM has typed: an untouched field is not yet a mistake (the roll button says what is missing). */}
            <Field label={t('recover.healer.name')} value={npcName} onChange={setNpcName} error={npcName === '' ? undefined : healerErrors.name} />
            <NumberField label={t('recover.healer.rating')} value={npcRating} onChange={setNpcRating} min={0} max={12} error={npcRating === null ? undefined : healerErrors.rating} />
          </>
        ) : null}
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} min={1} max={50} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <Clock label={t('character.healing')} segments={table.healingClockSegments} filled={character.healing.filled} size={56} />
      <OddsArea>
        {ticks && roll ? (
          <OddsBar label={t('activities.tick', { pool: poolText(t, roll.pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
        ) : (
          <OddsOnceChosen />
        )}
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
      <Roll label={t('activities.roll', { activity: term('activity', 'recover') })} submit={submit} />
    </div>
  );
}

// ─── A7 Reduce heat ───────────────────────────────────────────────────────────────────────────
export function ReduceHeatForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const [action, setAction] = useState('');
  const [helped, setHelped] = useState(false);
  const pool = skillPool(character, action, 'A7');
  const submit = useActivitySubmit(character, { kind: 'reduce_heat', action, helped }, [action === '' && t('activities.action')]);
  const odds = pool === null ? null : reduceHeatOdds({ heat: crew.heat, pool, helped }, { table });
  return (
    <div className="activity-form">
      <MissingSkill character={character} />
      <div className="form-grid">
        <div>
          <ActionField character={character} value={action} onChange={setAction} error={submit.errors.action} />
        </div>
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        {odds && pool !== null ? (
          <>
            <OddsBar label={t('activities.heatAfterOdds', { pool: poolText(t, pool), heat: crew.heat })} outcomes={outcomesOf(odds.heatAfter, (heat) => t('activities.heatAfter', { heat })).reverse()} />
            <p className="preview-figure">{t('activities.expectedHeat', { heat: formatNumber(Math.round(odds.expectedHeatAfter * 10) / 10, lang) })}</p>
          </>
        ) : (
          <OddsOnceChosen />
        )}
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'reduce_heat') })} submit={submit} />
    </div>
  );
}

// ─── A8 Train ─────────────────────────────────────────────────────────────────────────────────
export function TrainForm({ character, trained }: { character: Character; trained: readonly string[] }) {
  const { t, term } = useGmT();
  const { table } = useWalkthrough();
  // Which skill to train is the player's wish: no suggestion.
  const [skill, setSkill] = useState('');
  const [helped, setHelped] = useState(false);
  const pool = skillPool(character, skill, 'A8');
  const submit = useActivitySubmit(character, { kind: 'train', skill, helped }, [skill === '' && t('train.skill')], trained);
  const odds = pool === null ? null : trainOdds({ pool, helped }, { table });
  return (
    <div className="activity-form">
      <MissingSkill character={character} />
      <div className="form-grid">
        <SelectField
          label={t('train.skill')}
          value={skill}
          onChange={setSkill}
          placeholder={t('activities.pick')}
          options={skillOptions(term, character, (s) => trained.includes(s)).map((o) => (o.disabled ? { ...o, label: `${o.label} — ${t('train.alreadyTrained')}` } : o))}
          error={skill === '' ? null : submit.errors.skill}
        />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        {odds && pool !== null ? (
          <OddsBar label={t('activities.trainOdds', { pool: poolText(t, pool) })} outcomes={outcomesOf(odds.gain, (gain) => t('activities.gain', { gain }))} />
        ) : (
          <OddsOnceChosen />
        )}
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'train') })} submit={submit} />
    </div>
  );
}

// ─── A9 / V1–V3 Indulge vice ──────────────────────────────────────────────────────────────────
/** V1: the attribute that lost the most circles, offered as the one to restore (none when all are full). */
function mostWornAttribute(character: Character): string | null {
  let best: string | null = null;
  let lost = 0;
  for (const [name, a] of Object.entries(character.attributes)) {
    if (a.max - a.current > lost) {
      best = name;
      lost = a.max - a.current;
    }
  }
  return best;
}

export function IndulgeViceForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { table, actions } = useWalkthrough();
  const attributes = Object.entries(character.attributes);
  const [attribute, setAttribute] = useState('');
  const [helped, setHelped] = useState(false);
  const submit = useActivitySubmit(character, { kind: 'indulge_vice', attribute, helped }, [attribute === '' && t('vice.attribute')]);
  const circles = character.attributes[attribute];
  const odds = circles ? indulgeViceOdds({ circles, helped }, { table }) : null;
  const sinkKey = `sink:${character.id}`;
  const missing = viceSheetMissing(character);
  // What V1 needs and the sheet lacks is filled here first; a tapped purveyor must be replaced (V2).
  if (character.vice?.tapped) return <NewPurveyor character={character} />;
  if (missing.vice || missing.circles) return <ViceSheetForm character={character} />;
  const attributeLabel = (name: string) => {
    const a = character.attributes[name];
    return a ? `${term('downtimeAttribute', name)} (${a.current}/${a.max})` : name;
  };
  const suggested = mostWornAttribute(character);
  return (
    <div className="activity-form">
      <p>
        {colon(t('character.vice'), term('vice', character.vice?.kind ?? ''), lang)} · {colon(t('character.vice.purveyor'), character.vice?.purveyor || '—', lang)}
      </p>
      <div className="form-grid">
        <div>
          <SelectField
            label={t('vice.attribute')}
            value={attribute}
            onChange={setAttribute}
            placeholder={t('activities.pick')}
            options={attributes.map(([name]) => ({ value: name, label: attributeLabel(name) }))}
            error={attribute === '' ? null : submit.errors.attribute}
          />
          {attribute === '' && suggested !== null ? (
            <Suggestion text={t('activities.suggestion.attribute', { choice: attributeLabel(suggested) })} choice={attributeLabel(suggested)} onTake={() => setAttribute(suggested)} />
          ) : null}
        </div>
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        {odds ? (
          <>
            <OddsBar label={t('activities.restoreOdds')} outcomes={outcomesOf(odds.restored, (n) => t('activities.restored', { n }))} />
            <OddsBar
              label={t('vice.overindulgence.odds')}
              outcomes={[
                { key: 'over', label: t('activities.overindulges'), probability: odds.overindulgence },
                { key: 'fine', label: t('activities.noOverindulgence'), probability: 1 - odds.overindulgence },
              ]}
            />
            <p className="muted">{t('activities.criticalChance', { pct: formatProbability(odds.critical, lang) })}</p>
          </>
        ) : (
          <OddsOnceChosen />
        )}
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'indulge_vice') })} submit={submit} />
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
