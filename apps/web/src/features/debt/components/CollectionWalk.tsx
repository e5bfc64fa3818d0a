import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DEBT_COLLECTION_TABLE,
  DEBT_GC_PER_MARKER,
  DEBT_HELP_GC_PER_MARKER,
  DEFAULT_TABLE_RULES,
  FIELD_BOUNDS,
  canHelpWithDebt,
  debtCalledOdds,
  debtCollectionOdds,
  debtExampleVictimOdds,
  debtHelpCoverage,
  debtSaleCoverage,
  resolveDebtHelp,
  resolveDebtSale,
  type DebtCollection,
  type TableRules,
} from '@temps-mort/rules';
import { formatPercent } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { ReasonList } from '../../../components/ReasonList';
import { RolledDice } from '../../../components/RolledDice';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import { useQueryClient } from '../../../lib/query';
import {
  collectionKey,
  endOfGameRefusal,
  isCurrentStep,
  rulesWizard,
  useCollection,
  useReloadWizard,
  useWizardWrite,
  wizardApi,
  type CollectionView,
  type DiceRollView,
  type LedgerStep,
  type SaleBody,
  type WizardView,
} from '../api';
import { namesFromWizard } from '@temps-mort/i18n/names';
import { MarkersGauge } from '../../../components/ledger/MarkersGauge';
import { RefusalNote } from '../../../components/RefusalNote';

const ENTRIES = DEBT_COLLECTION_TABLE.map((r) => r.entry);

function rowOf(entry: string) {
  return DEBT_COLLECTION_TABLE.find((r) => r.entry === entry) ?? null;
}

/** The rules' state of a pending collection, rebuilt from its view and the wizard as it is now. */
function pendingState(view: CollectionView, wizard: WizardView): DebtCollection | null {
  if (view.status !== 'awaiting_sale' && view.status !== 'awaiting_members') return null;
  return {
    status: view.status,
    wizard: rulesWizard(wizard),
    markersAtCheck: view.markersAtCheck,
    check: view.checkRoll ?? 0,
    tableRoll: view.tableRoll ?? 0,
    rolledEntry: view.rolledEntry ?? 'goods_in_lieu',
    path: view.path,
  };
}

/**
 * F6 « Rembourser sa dette », the end-of-game walk: the check d20 against the markers (with its
 * odds), the table d20 when the debt is called, each fall-through shown as a step (1-6 → 7-12 →
 * 13-18), and the step waiting for the player (the sale's gold, or the members sent), which the
 * server keeps: the walk resumes after a reload.
 */
export function CollectionWalk({ wizard, table }: { wizard: WizardView; table: TableRules | null }) {
  const { t, lang } = useGmT();
  const client = useQueryClient();
  const rules = table ?? DEFAULT_TABLE_RULES;
  const pending = useCollection(wizard.pendingCollectionId);
  const [last, setLast] = useState<LedgerStep<CollectionView> | null>(null);
  const reload = useReloadWizard(wizard.id);
  const names = namesFromWizard(wizard, lang);
  const remember = (step: LedgerStep<CollectionView>) => {
    client.setData(collectionKey(step.entry.id), step.entry);
    setLast(step);
  };
  const start = useWizardWrite(wizard.id, () => wizardApi.startCollection(wizard.id, wizard.version));

  // The last step's walk shows while it is the wizard's last step (an undo or a later step hides a
  // finished walk; a pending one is the server's, read again).
  const current = isCurrentStep(last, wizard) ? last : null;
  const shown: CollectionView | null =
    wizard.pendingCollectionId !== null ? (pending.data ?? (last?.entry.id === wizard.pendingCollectionId ? last.entry : null)) : (current?.entry ?? null);
  const rolls = current && shown && current.entry.id === shown.id ? current.rolls : [];

  const begin = async () => {
    setLast(null);
    const step = await start.mutate(undefined);
    if (step) remember(step);
  };

  return (
    <section className="card collection" id="collection" aria-labelledby="collection-title">
      <h2 id="collection-title">{t('debt.collection')}</h2>
      {wizard.pendingCollectionId === null ? (
        <StartPanel wizard={wizard} table={rules} busy={start.pending} onStart={() => void begin()} />
      ) : null}
      <ErrorMessage error={start.error} route="wizard.collection" onReload={(c) => {
        start.reset();
        reload(c);
      }} />
      {wizard.pendingCollectionId !== null && !shown ? (
        pending.error ? <ErrorMessage error={pending.error} onReload={() => void pending.refetch()} /> : <Loading />
      ) : null}
      {shown ? (
        <CollectionSteps view={shown} wizard={wizard} names={names} rolls={rolls} onStep={remember} />
      ) : null}
    </section>
  );
}

function StartPanel({ wizard, table, busy, onStart }: { wizard: WizardView; table: TableRules; busy: boolean; onStart: () => void }) {
  const { t, term, lang } = useGmT();
  const [saleGold, setSaleGold] = useState<number | null>(0);
  const called = debtCalledOdds(Math.max(0, wizard.markers));
  const outcomes = debtCollectionOdds({ markers: Math.max(0, wizard.markers), gold: wizard.gold, saleGold: saleGold ?? 0 });
  const hasApprentice = wizard.warband.some((m) => m.role === 'apprentice');
  const victim = debtExampleVictimOdds(hasApprentice, { table });
  const pct = (p: number) => formatPercent(Math.round(p * 1000) / 10, lang);
  // F4 → F6: the game's hired muscle settled first, then one check per game.
  const order = endOfGameRefusal(wizard, 'collection_start');

  return (
    <div className="collection-start">
      <p className="muted">{t('debt.collection.help')}</p>
      {order !== null ? <RefusalNote refusal={order} names={namesFromWizard(wizard, lang)} /> : null}
      {wizard.markers === 0 ? <p>{t('debt.collection.noMarkers')}</p> : null}
      <OddsBar
        label={t('debt.collection.checkOdds', { markers: wizard.markers })}
        step={0.1}
        outcomes={[
          { key: 'called', label: t('debt.collection.called'), probability: called },
          { key: 'not_called', label: t('debt.collection.notCalled'), probability: 1 - called },
        ]}
      />
      <details className="odds-more">
        <summary>{t('debt.collection.allOdds')}</summary>
        <NumberField
          label={t('debt.collection.saleEstimate')}
          value={saleGold}
          onChange={setSaleGold}
          bounds={FIELD_BOUNDS.wizard.gold}
          step={50}
          hint={t('debt.collection.saleEstimate.hint', { gold: wizard.gold, per: DEBT_GC_PER_MARKER })}
        />
        <OddsBar
          label={t('debt.collection.outcomeOdds')}
          step={0.1}
          outcomes={[
            { key: 'not_called', label: t('debt.collection.notCalled'), probability: outcomes.not_called },
            ...ENTRIES.map((e) => ({ key: e, label: rowLabel(e, t, term), probability: outcomes[e] })),
          ]}
        />
        <p className="muted small">
          {t('debt.collection.victimOdds', {
            wizard: pct(victim.wizard),
            apprentice: pct(victim.apprentice),
            nobody: pct(victim.nobody),
          })}
        </p>
      </details>
      <div className="actions">
        <Button onClick={onStart} busy={busy} disabled={order !== null}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('debt.collection.start')}
          {wizard.markers > 0 ? ` — ${pct(called)}` : ''}
        </Button>
      </div>
    </div>
  );
}

type T = ReturnType<typeof useGmT>['t'];
type Term = ReturnType<typeof useGmT>['term'];

function rowLabel(entry: string, t: T, term: Term): string {
  const row = rowOf(entry);
  return row ? t('debt.collection.row', { from: row.from, to: row.to, label: term('debtCollectionEntry', entry) }) : entry;
}

function CollectionSteps({
  view,
  wizard,
  names,
  rolls,
  onStep,
}: {
  view: CollectionView;
  wizard: WizardView;
  names: NameLookup;
  rolls: LedgerStep<CollectionView>['rolls'];
  onStep: (step: LedgerStep<CollectionView>) => void;
}) {
  const { t, term } = useGmT();
  const { injury } = view;
  const dice: DiceRollView[] = [];
  if (view.checkRoll !== null) dice.push({ sides: 20, purpose: 'debt_check', dice: [view.checkRoll] });
  if (view.tableRoll !== null) dice.push({ sides: 20, purpose: 'debt_collection_table', dice: [view.tableRoll] });
  if (injury && injury.victimRoll !== null) dice.push({ sides: 20, purpose: 'debt_example_victim', dice: [injury.victimRoll] });
  const fromServer = rolls.flatMap((r) => r.result.rolls);
  const last = view.path.length - 1;

  return (
    <div className="collection-walk" aria-live="polite">
      <h3>{t('debt.collection.walk')}</h3>
      <RolledDice rolls={fromServer.length > 0 ? fromServer : dice} />
      <ol className="walk" data-testid="collection-walk">
        <li className="walk-step" data-state="done">
          {view.status === 'skipped'
            ? t('debt.collection.step.skipped')
            : t('debt.collection.step.check', {
                check: view.checkRoll ?? 0,
                markers: view.markersAtCheck,
                called: view.status === 'not_called' ? 'no' : 'yes',
              })}
        </li>
        {view.tableRoll !== null && view.rolledEntry ? (
          <li className="walk-step" data-state="done">
            {t('debt.collection.step.table', { roll: view.tableRoll, row: rowLabel(view.rolledEntry, t, term) })}
          </li>
        ) : null}
        {view.path.map((entry, i) => (
          <li key={`${entry}-${i}`} className="walk-step" data-state={i < last ? 'fell' : view.status === 'done' ? 'done' : 'current'}>
            <span className="walk-row">{rowLabel(entry, t, term)}</span>
            {i < last ? (
              <span className="walk-fall" data-testid="fall-through">
                {' '}
                ↓ {entry === 'pay_what_you_owe' ? t('debt.collection.fall.vault', { per: DEBT_GC_PER_MARKER }) : t('debt.collection.fall.sale', { per: DEBT_GC_PER_MARKER })}{' '}
                {t('debt.collection.fall.to', { row: rowLabel(view.path[i + 1] ?? '', t, term) })}
              </span>
            ) : view.status === 'done' ? (
              <span className="walk-state"> ✔ {t('debt.collection.applied')}</span>
            ) : (
              <span className="walk-state"> ◷ {t('debt.collection.waiting')}</span>
            )}
          </li>
        ))}
      </ol>
      {view.status === 'awaiting_sale' ? <SaleForm view={view} wizard={wizard} onStep={onStep} /> : null}
      {view.status === 'awaiting_members' ? <HelpForm view={view} wizard={wizard} onStep={onStep} /> : null}
      {view.status === 'done' ? (
        <div className="step-result">
          <p className="step-title" data-testid="collection-done">
            {t('debt.collection.done', {
              row: rowLabel(view.entry ?? '', t, term),
              markers: view.markersRemoved,
              gold: view.goldPaid,
            })}
          </p>
          {view.saleGold > 0 ? <p>{t('debt.collection.saleRaised', { gold: view.saleGold })}</p> : null}
          {view.missNextGame.length > 0 ? (
            <p>{t('debt.collection.missNext', { names: view.missNextGame.map((id) => names.member?.(id) ?? id).join(', ') })}</p>
          ) : null}
          {view.entry === 'make_an_example' ? (
            <p>
              {injury
                ? t('debt.collection.injury', { victim: term('debtExampleVictim', injury.victim), name: injury.name })
                : t('debt.collection.nobodyHurt')}
            </p>
          ) : null}
          <p>{t('debt.collection.markersNow', { markers: wizard.markers, level: wizard.level })}</p>
        </div>
      ) : null}
      {view.status === 'not_called' ? <p className="step-title">{t('debt.collection.notCalledDone')}</p> : null}
      <ReasonList reasons={view.reasons} title={t('common.why')} names={names} />
    </div>
  );
}

/** F6 7-12: the gold the player's sale raised, and the markers it pays (live: resolveDebtSale). */
function SaleForm({ view, wizard, onStep }: { view: CollectionView; wizard: WizardView; onStep: (s: LedgerStep<CollectionView>) => void }) {
  const { t, term } = useGmT();
  const refusalId = useId();
  const [saleGold, setSaleGold] = useState<number | null>(null);
  const [markersToPay, setMarkersToPay] = useState<number | null>(null);
  const reload = useReloadWizard(wizard.id);
  const sell = useWizardWrite(wizard.id, (v: Omit<SaleBody, 'version'>) => wizardApi.sale(view.id, wizard.version, v.saleGold, v.markersToPay));
  const state = pendingState(view, wizard);
  const sale = saleGold !== null && Number.isInteger(saleGold) && saleGold >= 0 ? saleGold : null;
  // F6 7-12: the markers this sale can pay (the rules' count, the same resolveDebtSale applies).
  const covered = sale === null ? 0 : debtSaleCoverage(wizard, sale).covered;
  const preview = state && sale !== null ? resolveDebtSale(state, markersToPay === null ? { saleGold: sale } : { saleGold: sale, markersToPay }) : null;
  const refusal = preview && !preview.ok ? preview.error : null;
  const outcome = preview?.ok ? preview.value : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saleGold === null || refusal) return;
    const step = await sell.mutate(markersToPay === null || covered === 0 ? { saleGold } : { saleGold, markersToPay });
    if (step) onStep(step);
  };

  return (
    <form className="pending-step" onSubmit={submit} noValidate aria-labelledby="sale-title">
      <h4 id="sale-title">{rowLabel('goods_in_lieu', t, term)}</h4>
      <p>{t('debt.collection.sale.help', { per: DEBT_GC_PER_MARKER })}</p>
      <div className="form-row">
        <NumberField
          label={t('debt.collection.sale')}
          value={saleGold}
          onChange={(v) => {
            setSaleGold(v);
            sell.reset();
          }}
          bounds={FIELD_BOUNDS.wizard.gold}
          step={10}
          error={saleGold === null ? null : saleGold < FIELD_BOUNDS.wizard.gold.min ? t('error.field.min', { min: FIELD_BOUNDS.wizard.gold.min }) : null}
        />
        <NumberField
          label={t('debt.collection.markersToPay')}
          value={markersToPay}
          onChange={setMarkersToPay}
          min={covered > 0 ? 1 : 0}
          max={covered}
          disabled={covered === 0}
          hint={covered > 0 ? t('debt.collection.markersToPay.hint', { max: covered }) : undefined}
        />
      </div>
      {outcome ? (
        <p className="cost" aria-live="polite" data-testid="sale-preview">
          {outcome.status === 'done'
            ? t('debt.collection.sale.pays', {
                markers: outcome.markersRemoved,
                gold: outcome.goldPaid,
                left: outcome.wizard.gold,
              })
            : t('debt.collection.sale.fallsThrough', { per: DEBT_GC_PER_MARKER, row: rowLabel('a_little_help', t, term) })}
        </p>
      ) : null}
      {outcome?.status === 'done' ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={-outcome.markersRemoved} /> : null}
      <RefusalNote refusal={refusal} id={refusalId} />
      <div className="actions">
        <Button type="submit" busy={sell.pending} disabled={saleGold === null || refusal !== null} aria-describedby={refusal ? refusalId : undefined}>
          {t('debt.collection.sale.do')}
        </Button>
      </div>
      <ErrorMessage error={sell.error} route="collection.sale" onReload={(c) => {
        sell.reset();
        reload(c);
      }} />
    </form>
  );
}

/** F6 13-18: the members sent to help the gang (they miss the next game); markers removed live. */
function HelpForm({ view, wizard, onStep }: { view: CollectionView; wizard: WizardView; onStep: (s: LedgerStep<CollectionView>) => void }) {
  const { t, term } = useGmT();
  const refusalId = useId();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const reload = useReloadWizard(wizard.id);
  const help = useWizardWrite(wizard.id, (ids: readonly string[]) => wizardApi.help(view.id, wizard.version, ids));
  const state = pendingState(view, wizard);
  const ids = chosen.filter((id) => wizard.warband.some((m) => m.id === id));
  const preview = state ? resolveDebtHelp(state, { memberIds: ids }) : null;
  const refusal = preview && !preview.ok ? preview.error : null;
  const outcome = preview?.ok && preview.value.status === 'done' ? preview.value : null;
  // F6 13-18: the members' summed base costs, as the rules add them up.
  const coverage = debtHelpCoverage(rulesWizard(wizard), ids);
  const total = coverage.ok ? coverage.value.totalBaseCost : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (refusal) return;
    const step = await help.mutate(ids);
    if (step) onStep(step);
  };

  return (
    <form className="pending-step" onSubmit={submit} noValidate aria-labelledby="help-title">
      <h4 id="help-title">{rowLabel('a_little_help', t, term)}</h4>
      <fieldset>
        <legend>{t('debt.collection.members')}</legend>
        <p className="muted">{t('debt.collection.help.rule', { per: DEBT_HELP_GC_PER_MARKER })}</p>
        {wizard.warband.length === 0 ? <p className="muted">{t('debt.warband.none')}</p> : null}
        <ul className="checks">
          {wizard.warband.map((m) => {
            const barred = !canHelpWithDebt(m.role);
            return (
              <li key={m.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    disabled={barred}
                    checked={ids.includes(m.id)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, m.id] : chosen.filter((x) => x !== m.id))}
                  />{' '}
                  {t('debt.collection.member', { name: m.name, role: term('warbandRole', m.role), cost: m.baseCost })}
                  {barred ? <span className="muted"> — {m.role === 'wizard' ? t('debt.collection.member.wizard') : t('debt.collection.member.hired')}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="cost" aria-live="polite" data-testid="help-preview">
        {t('debt.collection.help.preview', { count: ids.length, total, markers: outcome?.markersRemoved ?? 0 })}
      </p>
      {outcome ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={-outcome.markersRemoved} /> : null}
      <RefusalNote refusal={refusal} id={refusalId} />
      <div className="actions">
        <Button type="submit" busy={help.pending} disabled={refusal !== null} aria-describedby={refusal ? refusalId : undefined}>
          {ids.length === 0 ? t('debt.collection.help.nobody') : t('debt.collection.help.do', { count: ids.length })}
        </Button>
      </div>
      <ErrorMessage error={help.error} route="collection.help" onReload={(c) => {
        help.reset();
        reload(c);
      }} />
    </form>
  );
}
