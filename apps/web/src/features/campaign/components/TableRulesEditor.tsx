import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { tableRuleHelp, tableRuleName, tableRuleSource, tableRuleValue } from '@temps-mort/i18n/table-rules';
import { TABLE_RULE_SYSTEM, tableRulesSchema, type TableRuleKey, type TableRules } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NumberField } from '../../../components/NumberField';
import { conflictOf } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, campaignKey, type Campaign } from '../api';
import { BANDS, TABLE_RULE_KEYS, defaultOf, ruleField, sameValue, type Band, type RuleField } from '../tableRuleFields';

type Draft = Partial<Record<TableRuleKey, unknown>>;
type BandValues = Partial<Record<Band, number | null>>;

/** Errors by option (and by `option.band` for the band maps), checked as the GM types. */
export function draftErrors(draft: Draft, saved: TableRules, t: ReturnType<typeof useGmT>['t']): Record<string, string> {
  const out: Record<string, string> = {};
  const value = (key: TableRuleKey): unknown => (key in draft ? draft[key] : saved[key]);
  const numberError = (n: unknown, min: number, max: number): string | null => {
    if (n === null || n === undefined) return t('error.field.required');
    if (typeof n !== 'number' || !Number.isInteger(n)) return t('error.field.integer');
    if (n < min || n > max) return t('error.field.range', { min, max });
    return null;
  };
  for (const key of Object.keys(draft) as TableRuleKey[]) {
    const field = ruleField(key);
    const v = draft[key];
    if (field.kind === 'number') {
      const e = numberError(v, field.min, field.max);
      if (e) out[key] = e;
    } else if (field.kind === 'bands') {
      const map = (v ?? {}) as BandValues;
      for (const band of BANDS) {
        const e = numberError(map[band], field.min, field.max);
        if (e) out[`${key}.${band}`] = e;
      }
    }
    // The rules' own schema has the last word (a value the checks above let through).
    if (!out[key] && !BANDS.some((b) => out[`${key}.${b}`]) && !tableRulesSchema.shape[key].safeParse(v).success) out[key] = t('error.field.invalid');
  }
  const min = value('d100GroupClampMin');
  const max = value('d100GroupClampMax');
  if (!out.d100GroupClampMin && !out.d100GroupClampMax && typeof min === 'number' && typeof max === 'number' && min > max) {
    out.d100GroupClampMin = t('tableRules.clampOrder');
  }
  return out;
}

interface OptionProps {
  readonly name: TableRuleKey;
  readonly field: RuleField;
  readonly saved: unknown;
  readonly value: unknown;
  readonly pending: boolean;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (value: unknown) => void;
}

function RuleOption({ name: key, field, saved, value, pending, errors, onChange }: OptionProps) {
  const { t, lang, term } = useGmT();
  const words = (v: unknown) => tableRuleValue(key, v, lang);
  const def = defaultOf(key);
  const changed = !sameValue(saved, def);
  const source = tableRuleSource(key);
  const id = `rule-${key}`;
  const radios = (options: readonly (string | boolean)[]) => (
    <div className="rule-choices">
      {options.map((option) => (
        <label key={String(option)} className="settings-radio">
          <input type="radio" name={id} checked={sameValue(value, option)} onChange={() => onChange(option)} /> {words(option)}
        </label>
      ))}
    </div>
  );
  let control;
  if (field.kind === 'boolean') control = radios([true, false]);
  else if (field.kind === 'enum') control = radios(field.options);
  else if (field.kind === 'number') {
    control = (
      <NumberField
        id={`${id}-value`}
        label={t('tableRules.value')}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        min={field.min}
        max={field.max}
        hint={t('error.field.range', { min: field.min, max: field.max })}
        error={errors[key] ?? null}
      />
    );
  } else {
    const map = (value ?? {}) as BandValues;
    control = (
      <div className="rule-bands">
        {BANDS.map((band) => (
          <NumberField
            key={band}
            id={`${id}-${band}`}
            label={term('band', band)}
            value={typeof map[band] === 'number' ? (map[band] as number) : null}
            onChange={(n) => onChange({ ...map, [band]: n })}
            min={field.min}
            max={field.max}
            stepper={false}
            error={errors[`${key}.${band}`] ?? null}
          />
        ))}
        <p className="field-hint rule-bands-hint">{t('error.field.range', { min: field.min, max: field.max })}</p>
        {errors[key] ? <p className="field-error">{errors[key]}</p> : null}
      </div>
    );
  }
  return (
    <fieldset className="rule-option card" id={id} data-changed={changed || undefined} data-pending={pending || undefined}>
      <legend className="rule-name" id={`${id}-legend`}>{tableRuleName(key, lang)}</legend>
      <div className="rule-body">
        <div className="rule-text">
          <p className="rule-help">{tableRuleHelp(key, lang)}</p>
          <figure className="rule-source">
            <figcaption>{t('tableRules.source')}</figcaption>
            {source ? (
              <blockquote lang="fr">{`«\u00a0${source}\u00a0»`}</blockquote>
            ) : (
              <p className="muted">{t('tableRules.noSource')}</p>
            )}
          </figure>
        </div>
        <div className="rule-edit">
          <p className="rule-badges">
            {changed ? (
              <span className="badge rule-badge-changed">
                <span aria-hidden="true">✎ </span>
                {t('tableRules.changed')}
              </span>
            ) : null}
            {pending ? (
              <span className="badge rule-badge-pending">
                <span aria-hidden="true">● </span>
                {t('tableRules.pending')}
              </span>
            ) : null}
          </p>
          {control}
          {field.kind !== 'number' && field.kind !== 'bands' && errors[key] ? <p className="field-error">{errors[key]}</p> : null}
          <p className="rule-state">
            {t('tableRules.inForce', { value: words(saved) })}
            <br />
            <span className="muted">{t('tableRules.default', { value: words(def) })}</span>
          </p>
          {!sameValue(value, def) ? (
            <Button variant="ghost" onClick={() => onChange(def)} aria-describedby={`${id}-legend`}>
              {t('tableRules.resetOne')}
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * Every table-rule option of the rules' `tableRulesSchema`: its name, what it decides, the French
 * sentence it interprets, the reading in force and the default, and a control. Changes are a draft
 * until saved (PATCH with the campaign's version, only the options changed). A 409 replaces the
 * screen with the campaign as it is now and drops the draft: nothing half-applied stays.
 */
export function TableRulesEditor({ campaign }: { campaign: Campaign }) {
  const { t, lang } = useGmT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({});
  const [notice, setNotice] = useState<'saved' | 'reloaded' | null>(null);
  const saved = campaign.tableRules;
  // The options of the systems the table plays; the others keep their readings, unseen (and unreset).
  const shown = TABLE_RULE_KEYS.filter((key) => campaign.systems.includes(TABLE_RULE_SYSTEM[key]));
  const errors = useMemo(() => draftErrors(draft, saved, t), [draft, saved, t]);
  const pendingKeys = TABLE_RULE_KEYS.filter((k) => k in draft && !sameValue(draft[k], saved[k]));
  const hasErrors = Object.keys(errors).length > 0;

  const save = useMutation(
    (patch: Partial<TableRules>) => campaignApi.patch(campaign.id, { version: campaign.version, tableRules: patch }),
    {
      onSuccess: (answer) => {
        client.setData(campaignKey, answer);
        setDraft({});
        setNotice('saved');
      },
      onError: (error) => {
        const current = conflictOf(error, 'campaign.edit');
        if (current) {
          client.setData(campaignKey, current);
          setDraft({});
          setNotice('reloaded');
        }
      },
    },
  );

  const change = (key: TableRuleKey, value: unknown) => {
    setNotice(null);
    save.reset();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors || pendingKeys.length === 0) return;
    const patch = Object.fromEntries(pendingKeys.map((k) => [k, draft[k]])) as Partial<TableRules>;
    void save.mutate(patch);
  };
  const resetAll = () => {
    setNotice(null);
    save.reset();
    setDraft(Object.fromEntries(shown.map((k) => [k, defaultOf(k)])));
  };
  const fieldLabels = Object.fromEntries(TABLE_RULE_KEYS.map((k) => [`tableRules.${k}`, tableRuleName(k, lang)]));

  return (
    <form className="table-rules" onSubmit={submit} noValidate aria-describedby="table-rules-intro">
      <p id="table-rules-intro">{t('tableRules.intro')}</p>
      {shown.map((key) => (
        <RuleOption
          key={key}
          name={key}
          field={ruleField(key)}
          saved={saved[key]}
          value={key in draft ? draft[key] : saved[key]}
          pending={pendingKeys.includes(key)}
          errors={errors}
          onChange={(v) => change(key, v)}
        />
      ))}
      <div className="table-rules-bar" role="group" aria-label={t('tableRules.title')} data-dirty={Object.keys(draft).length > 0 || undefined}>
        <p className="table-rules-count" role="status">
          {notice === 'saved' ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('tableRules.saved')}
            </>
          ) : notice === 'reloaded' ? (
            t('tableRules.reloaded')
          ) : (
            t('tableRules.unsaved', { count: pendingKeys.length })
          )}
        </p>
        {save.error ? <ErrorMessage error={save.error} route="campaign.edit" fieldLabels={fieldLabels} /> : null}
        <div className="actions">
          <Button type="submit" busy={save.pending} disabled={hasErrors || pendingKeys.length === 0}>
            {save.pending ? t('common.saving') : t('tableRules.save')}
          </Button>
          <Button variant="secondary" onClick={() => setDraft({})} disabled={Object.keys(draft).length === 0}>
            {t('tableRules.discard')}
          </Button>
          <Button variant="ghost" onClick={resetAll}>
            {t('tableRules.resetAll')}
          </Button>
        </div>
      </div>
    </form>
  );
}
