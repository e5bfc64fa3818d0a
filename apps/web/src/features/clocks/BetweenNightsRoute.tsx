import './between.css';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CrewStepAnswer } from '@temps-mort/contract';
import { formatPercent } from '@temps-mort/i18n/format';
import {
  CLOCK_ROLL_BOUNDS,
  FACTION_FIELDS,
  HAND_TICK_BOUNDS,
  UNAVAILABLE_STATUSES,
  clockRaceOdds,
  clockRollOdds,
  clockTickOdds,
  factionTierPool,
  tableRulesFrom,
  type ClockRollMethod,
  type CrewClock,
  type Faction,
  type FactionField,
  type TableRules,
} from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { CheckField } from '../../components/CheckField';
import { SelectField } from '../../components/SelectField';
import { Clock } from '../../components/Clock';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { SystemGate } from '../../components/SystemGate';
import { NumberField } from '../../components/NumberField';
import { OddsBar } from '../../components/OddsBar';
import { ReasonList } from '../../components/ReasonList';
import { StatusPips } from '../../components/StatusPips';
import { ConflictError, api } from '../../lib/api';
import { useCampaign } from '../../lib/campaign';
import { crewKey, namesFromCrew, toCrewSheet, useCrewLive, useCrewSheet, type CrewSheet } from '../../lib/crew';
import { roman, signed } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import type { NameLookup } from '../../lib/i18n';
import { useQueryClient } from '../../lib/query';
import { Link, type RouteProps } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';

/** "Fills within 1, 2, 3 rolls". */
export const FILL_HORIZON = 3;

/** The rules' odds of one roll of `method` on `clock`: ticks per roll, and "full within k rolls". */
export function clockOdds(clock: Pick<CrewClock, 'segments' | 'filled'>, method: ClockRollMethod, table: TableRules) {
  const ticks = [...clockTickOdds(method, table)].sort(([a], [b]) => a - b);
  const fill = clockRollOdds({ segments: clock.segments, filled: clock.filled, rolls: FILL_HORIZON, method }, { table }).byRoll;
  return { ticks, fill };
}

/**
 * K7: the odds of a race, each clock rolled once a round at the same time — this one by the roll
 * the GM is about to make, its rival by its own (its faction's tier, or a fortune roll of the
 * crew's tier for a crew clock).
 */
export function raceOdds(clock: Pick<CrewClock, 'segments' | 'filled'>, method: ClockRollMethod, rival: Pick<CrewClock, 'segments' | 'filled'>, rivalMethod: ClockRollMethod, table: TableRules) {
  return clockRaceOdds({ a: { ...clock, method }, b: { ...rival, method: rivalMethod }, rounds: FILL_HORIZON, order: 'same_time' }, { table }).byRound;
}

/** How a clock is rolled when nobody chose: a faction's by its tier, the crew's by a fortune roll of the crew's tier. */
export function usualRoll(clock: CrewClock, crew: CrewSheet['crew']): ClockRollMethod | null {
  if (clock.owner.kind === 'faction') {
    const id = clock.owner.id;
    const faction = crew.factions.find((f) => f.id === id);
    return faction ? { kind: 'faction_tier', tier: faction.tier } : null;
  }
  if (clock.owner.kind === 'crew') return { kind: 'fortune', pool: crewFortunePool(crew.tier) };
  return null;
}

/** The fortune roll's dice when the GM has not chosen: the crew's tier, within the roll's bounds. */
const crewFortunePool = (tier: number): number => Math.max(CLOCK_ROLL_BOUNDS.pool.min, Math.min(CLOCK_ROLL_BOUNDS.pool.max, tier));

/** A probability as the screen prints it (one decimal). */
export const percent = (p: number, lang: 'fr' | 'en'): string => formatPercent(Math.round(p * 1000) / 10, lang);

interface Steps {
  readonly run: (key: string, method: 'POST' | 'PUT', path: string, body?: Readonly<Record<string, unknown>>) => Promise<void>;
  readonly pendingKey: string | null;
  readonly error: unknown;
  readonly last: CrewStepAnswer['event'] | null;
  /** Steps taken from this screen and not undone yet: Undo reverts only those (never a downtime step before them). */
  readonly undoable: number;
}

/** Every move here is one step of the crew's history: its answer's sheet replaces the cached one. */
function useSteps(crewId: string): Steps {
  const client = useQueryClient();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [last, setLast] = useState<CrewStepAnswer['event'] | null>(null);
  const [undoable, setUndoable] = useState(0);
  const run = useCallback(
    async (key: string, method: 'POST' | 'PUT', path: string, body: Readonly<Record<string, unknown>> = {}) => {
      const version = client.getData<CrewSheet>(crewKey(crewId))?.version;
      setPendingKey(key);
      setError(null);
      try {
        const url = `/api/crews/${encodeURIComponent(crewId)}${path}`;
        const answer = method === 'PUT' ? await api.put<CrewStepAnswer>(url, { ...body, version }) : await api.post<CrewStepAnswer>(url, { ...body, version });
        client.setData(crewKey(crewId), toCrewSheet(answer.sheet));
        setLast(answer.event);
        setUndoable((n) => (answer.event.type === 'undo' ? Math.max(0, n - 1) : n + 1));
      } catch (e) {
        if (e instanceof ConflictError) {
          try {
            client.setData(crewKey(crewId), toCrewSheet(e.current));
          } catch {
            void client.invalidate(crewKey(crewId));
          }
        }
        setError(e);
      } finally {
        setPendingKey(null);
      }
    },
    [client, crewId],
  );
  return { run, pendingKey, error, last, undoable };
}

const isOpen = (c: CrewClock) => c.filled < c.segments;

/**
 * Between game nights (/crews/:id/between, GM only): the factions with open clocks, one card each
 * (tier, status, what the players know of it), each open clock drawn with who knows what, the
 * exact odds of the faction's tier roll before it is rolled (K5, the campaign's table rules), the
 * roll, hand ticks and "reveal to the players"; then the crew's own open clocks (hand ticks, a
 * fortune roll with its odds, K4). Each move is a step with its reasons; the last one can be undone.
 */
export default function BetweenNightsRoute(props: RouteProps) {
  const { t } = useGmT();
  // The factions' and the crew's clocks are the crew's downtime system's (components/SystemGate.tsx).
  return (
    <SystemGate system="downtime" title={t('between.title')}>
      <BetweenNights {...props} />
    </SystemGate>
  );
}

function BetweenNights({ params }: RouteProps) {
  const { t } = useGmT();
  const crewId = params.id ?? null;
  const sheet = useCrewSheet(crewId);
  const signingIn = useSignInRedirect(sheet.error);
  const live = useCrewLive(crewId !== null && !signingIn ? crewId : null);
  const campaign = useCampaign();
  const raw = campaign.data?.tableRules;
  const table = useMemo(() => (campaign.data ? tableRulesFrom(raw ?? {}) : undefined), [campaign.data, raw]);
  if (!crewId) return null;
  if (sheet.data && table) {
    return (
      <div className="page between">
        <header className="sheet-head">
          <h1>
            {t('between.title')} · {sheet.data.crew.name}
          </h1>
          <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />
          <nav className="actions" aria-label={t('between.title')}>
            <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}`}>
              {t('nav.crewSheet')}
            </Link>
            <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}?edit=1`}>
              {t('between.edit')}
            </Link>
          </nav>
        </header>
        <p className="muted">{t('between.intro')}</p>
        <Board crewId={crewId} sheet={sheet.data} table={table} />
      </div>
    );
  }
  const error = sheet.error ?? campaign.error;
  if (error && !signingIn) return <ErrorMessage error={error} onReload={() => void sheet.refetch()} />;
  return <Loading />;
}

function Board({ crewId, sheet, table }: { crewId: string; sheet: CrewSheet; table: TableRules }) {
  const { t, term } = useGmT();
  const steps = useSteps(crewId);
  const crew = sheet.crew;
  const clocks = crew.clocks ?? [];
  const names = useMemo<NameLookup>(() => {
    const base = namesFromCrew(crew);
    const byId = new Map(clocks.map((c) => [c.id, c.name]));
    return { ...base, clock: (id: string) => byId.get(id) };
  }, [crew, clocks]);
  const factions = crew.factions.map((f) => ({ faction: f, open: clocks.filter((c) => c.owner.kind === 'faction' && c.owner.id === f.id && isOpen(c)) })).filter((f) => f.open.length > 0);
  const crewClocks = clocks.filter((c) => c.owner.kind === 'crew' && isOpen(c));
  const last = steps.last;
  return (
    <>
      <section className="between-steps">
        <div role="status" aria-live="polite">
          {last ? (
            <>
              <p className="between-last">{last.type === 'undo' ? t('between.undone') : t('between.lastStep', { step: term('event', last.type) })}</p>
              <ReasonList reasons={last.reasons} names={names} title={t('between.why')} />
            </>
          ) : null}
        </div>
        {steps.error ? <ErrorMessage error={steps.error} /> : null}
        <Button variant="secondary" busy={steps.pendingKey === 'undo'} disabled={steps.pendingKey !== null || steps.undoable === 0} onClick={() => void steps.run('undo', 'POST', '/undo')}>
          {t('between.undo')}
        </Button>
        <p className="muted">{t('between.undo.help')}</p>
      </section>
      <section aria-labelledby="between-factions">
        <h2 id="between-factions">{t('between.factions')}</h2>
        {factions.length === 0 ? <p className="muted">{t('between.noFaction')}</p> : null}
        <ul className="between-cards">
          {factions.map(({ faction, open }) => (
            <li key={faction.id}>
              <FactionCard faction={faction} clocks={open} sheet={sheet} table={table} steps={steps} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="between-crew">
        <h2 id="between-crew">{t('between.crewClocks')}</h2>
        {crewClocks.length === 0 ? <p className="muted">{t('between.noCrewClock')}</p> : null}
        <ul className="between-clocks">
          {crewClocks.map((c) => (
            <li key={c.id}>
              <CrewClockCard clock={c} sheet={sheet} table={table} steps={steps} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** "Known to the players" / "Hidden from players", next to each part the GM sees. */
function Known({ known }: { known: boolean }) {
  const { t } = useGmT();
  return (
    <span className="badge" data-known={known ? 'true' : 'false'}>
      {known ? t('faction.part.known') : t('faction.part.hidden')}
    </span>
  );
}

function FactionCard({ faction, clocks, sheet, table, steps }: { faction: Faction; clocks: readonly CrewClock[]; sheet: CrewSheet; table: TableRules; steps: Steps }) {
  const { t, term } = useGmT();
  const revealed = faction.revealed ?? [];
  const text = (field: FactionField): string | null => {
    if (field === 'assets') return faction.assets && faction.assets.length > 0 ? faction.assets.join(', ') : null;
    const value = faction[field];
    return value ? value : null;
  };
  const method: ClockRollMethod = { kind: 'faction_tier', tier: faction.tier };
  const pool = factionTierPool(faction.tier, 0, table);
  return (
    <article className="between-card" aria-labelledby={`faction-${faction.id}`}>
      <h3 id={`faction-${faction.id}`}>
        {faction.name} <span className="muted">{t('sheet.tier', { tier: roman(faction.tier) })}</span>
      </h3>
      <p>
        {t('between.status', { status: `${signed(faction.status)} ${term('factionStatus', faction.status)}` })} <StatusPips value={faction.status} label={faction.name} />
      </p>
      <dl className="between-parts">
        {FACTION_FIELDS.map((field) => {
          const value = text(field);
          if (value === null) return null;
          return (
            <div key={field}>
              <dt>
                {term('factionField', field)} <Known known={revealed.includes(field)} />
              </dt>
              <dd>
                {value}
                {revealed.includes(field) ? null : (
                  <Button
                    variant="secondary"
                    busy={steps.pendingKey === `reveal:${faction.id}:${field}`}
                    disabled={steps.pendingKey !== null}
                    aria-label={t('between.revealField.named', { field, name: faction.name })}
                    onClick={() => void steps.run(`reveal:${faction.id}:${field}`, 'PUT', `/factions/${encodeURIComponent(faction.id)}`, { revealed: [...revealed, field] })}
                  >
                    {t('between.reveal')}
                  </Button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="muted">{pool === null ? t('between.noRoll') : t('between.tierPool', { pool })}</p>
      <ul className="between-clocks">
        {clocks.map((c) => (
          <li key={c.id}>
            <ClockCard clock={c} sheet={sheet} table={table} steps={steps} method={method} rollLabel={t('between.rollTier')} rollName={t('between.rollTier.named', { name: c.name })} roll={{ kind: 'faction_tier' }} />
          </li>
        ))}
      </ul>
    </article>
  );
}

type CrewRollKind = 'fortune' | 'action';

/**
 * A crew clock's roll: the GM's fortune roll (K4) or a character's action (K3: their rating in the
 * action named is the pool, +1 quality when helped), its odds before the roll.
 */
function CrewClockCard({ clock, sheet, table, steps }: { clock: CrewClock; sheet: CrewSheet; table: TableRules; steps: Steps }) {
  const { t, term } = useGmT();
  const [kind, setKind] = useState<CrewRollKind>('fortune');
  const [pool, setPool] = useState<number | null>(crewFortunePool(sheet.crew.tier));
  const able = sheet.crew.characters.filter((c) => !UNAVAILABLE_STATUSES.includes(c.status));
  const [characterId, setCharacterId] = useState(able[0]?.id ?? '');
  const character = able.find((c) => c.id === characterId) ?? able[0];
  const skills = character ? Object.keys(character.skills) : [];
  const [skill, setSkill] = useState(skills[0] ?? '');
  const action = character && skills.includes(skill) ? skill : (skills[0] ?? '');
  const [helped, setHelped] = useState(false);
  const dice = pool ?? 0;
  const validPool = pool !== null && pool >= CLOCK_ROLL_BOUNDS.pool.min && pool <= CLOCK_ROLL_BOUNDS.pool.max;
  const rating = character && action ? (character.skills[action] ?? 0) : 0;
  const acting = kind === 'action' && character !== undefined && action !== '';
  const method: ClockRollMethod = kind === 'action' ? { kind: 'action', pool: rating, helped } : { kind: 'fortune', pool: dice };
  const roll =
    kind === 'action'
      ? acting && character
        ? { kind: 'action', characterId: character.id, action, helped }
        : null
      : validPool
        ? { kind: 'fortune', pool: dice }
        : null;
  const kinds = [
    { value: 'fortune', label: t('between.rollFortune') },
    ...(able.length > 0 ? [{ value: 'action', label: t('between.rollAction') }] : []),
  ];
  return (
    <ClockCard
      clock={clock}
      sheet={sheet}
      table={table}
      steps={steps}
      method={method}
      rollLabel={kind === 'action' ? t('between.rollAction') : t('between.rollFortune')}
      rollName={kind === 'action' ? t('between.rollAction.named', { name: clock.name }) : t('between.rollFortune.named', { name: clock.name })}
      roll={roll}
    >
      <SelectField label={t('between.rollKind')} value={kind} onChange={(v) => setKind(v === 'action' ? 'action' : 'fortune')} options={kinds} />
      {kind === 'action' && character ? (
        <>
          <SelectField label={t('between.actor')} value={character.id} onChange={setCharacterId} options={able.map((c) => ({ value: c.id, label: c.name }))} />
          <SelectField label={t('between.action')} value={action} onChange={setSkill} options={skills.map((k) => ({ value: k, label: `${term('skill', k)} (${character.skills[k] ?? 0})` }))} />
          <CheckField label={t('between.helped')} checked={helped} onChange={setHelped} />
        </>
      ) : (
        <NumberField label={t('between.fortunePool')} value={pool} onChange={setPool} min={CLOCK_ROLL_BOUNDS.pool.min} max={CLOCK_ROLL_BOUNDS.pool.max} />
      )}
    </ClockCard>
  );
}

function ClockCard({
  clock,
  sheet,
  table,
  steps,
  method,
  rollLabel,
  rollName,
  roll,
  children,
}: {
  clock: CrewClock;
  sheet: CrewSheet;
  table: TableRules;
  steps: Steps;
  method: ClockRollMethod;
  rollLabel: string;
  rollName: string;
  /** The roll's body; null while its numbers are wrong. */
  roll: Readonly<Record<string, unknown>> | null;
  children?: ReactNode;
}) {
  const { t, term, lang } = useGmT();
  const view = sheet.clocks.find((v) => v.id === clock.id);
  const board = sheet.crew.clocks ?? [];
  const nameOf = (id: string) => board.find((c) => c.id === id)?.name ?? id;
  const odds = clockOdds(clock, method, table);
  const path = `/clocks/${encodeURIComponent(clock.id)}`;
  const locked = view?.lockedBy ?? null;
  const busy = steps.pendingKey !== null;
  const key = (what: string) => `${what}:${clock.id}`;
  const [by, setBy] = useState<number | null>(1);
  const hand = by !== null && by >= 1 && by <= HAND_TICK_BOUNDS.max ? by : null;
  const rival = view?.race && view.race.winner === null ? board.find((c) => c.id === view.race?.rival) : undefined;
  // A rival still locked (K6) refuses rolls: odds of it rolling each round would be false, so none are shown.
  const rivalLocked = rival !== undefined && (sheet.clocks.find((v) => v.id === rival.id)?.lockedBy ?? null) !== null;
  const rivalMethod = rival && !rivalLocked ? usualRoll(rival, sheet.crew) : null;
  const race = rival && rivalMethod && locked === null ? raceOdds(clock, method, rival, rivalMethod, table) : null;
  return (
    <div className="between-clock" data-locked={locked ? 'true' : undefined} aria-label={clock.name} role="group">
      <div className="between-clock-head">
        <Clock label={clock.name} segments={clock.segments} filled={clock.filled} size={56} />
        <div>
          <p className="between-clock-name">
            <strong>{clock.name}</strong>{' '}
            <span className="badge" data-visibility={clock.visibility}>
              {term('clockVisibility', clock.visibility)}
            </span>
          </p>
          {locked ? (
            <p className="between-locked">
              <span aria-hidden="true">🔒 </span>
              {t('between.locked', { name: nameOf(locked) })}
            </p>
          ) : null}
          {view?.race ? <p>{view.race.winner ? t('between.raceWon', { name: nameOf(view.race.winner) }) : t('between.race', { name: nameOf(view.race.rival) })}</p> : null}
          {clock.onFill ? (
            <p>
              {t('between.onFill', { text: clock.onFill })} {clock.visibility === 'open' ? null : <Known known={false} />}
            </p>
          ) : null}
        </div>
      </div>
      {children}
      <NumberField label={t('between.handBy')} value={by} onChange={setBy} min={1} max={HAND_TICK_BOUNDS.max} />
      <OddsBar
        label={t('between.tickOdds')}
        outcomes={odds.ticks.map(([n, p]) => ({ key: String(n), label: t('between.ticks', { n }), probability: p }))}
        step={0.1}
      />
      <dl className="between-fill">
        <dt>{t('between.fillOdds')}</dt>
        {odds.fill.map((p, i) => (
          <dd key={i} data-testid="fill-odds">
            {t('between.fillWithin', { n: i + 1, p: percent(p, lang) })}
          </dd>
        ))}
      </dl>
      {race && rival && rivalMethod ? (
        <dl className="between-fill" data-testid="race-odds">
          <dt>{t('between.raceOdds', { rival: rival.name, roll: rivalMethod.kind === 'faction_tier' ? 'tier' : 'fortune', pool: rivalMethod.kind === 'fortune' ? rivalMethod.pool : 0 })}</dt>
          {race.map((r, i) => (
            <dd key={i}>{t('between.raceWithin', { n: i + 1, name: clock.name, rival: rival.name, a: percent(r.a, lang), b: percent(r.b, lang), tie: percent(r.tie, lang) })}</dd>
          ))}
        </dl>
      ) : null}
      {locked ? <p className="muted">{t('between.lockedRoll')}</p> : null}
      <div className="actions">
        <Button busy={steps.pendingKey === key('roll')} disabled={busy || locked !== null || roll === null} aria-label={rollName} onClick={() => roll && void steps.run(key('roll'), 'POST', `${path}/roll`, { roll })}>
          {rollLabel}
        </Button>
        <Button
          variant="secondary"
          busy={steps.pendingKey === key('down')}
          disabled={busy || hand === null || clock.filled === 0}
          aria-label={t('between.tickDown.named', { n: hand ?? 1, name: clock.name })}
          onClick={() => hand !== null && void steps.run(key('down'), 'POST', `${path}/tick`, { delta: -hand })}
        >
          {t('between.tickDown', { n: hand ?? 1 })}
        </Button>
        <Button
          variant="secondary"
          busy={steps.pendingKey === key('up')}
          disabled={busy || hand === null}
          aria-label={t('between.tickUp.named', { n: hand ?? 1, name: clock.name })}
          onClick={() => hand !== null && void steps.run(key('up'), 'POST', `${path}/tick`, { delta: hand })}
        >
          {t('between.tickUp', { n: hand ?? 1 })}
        </Button>
        {clock.visibility === 'gm_only' ? (
          <Button variant="secondary" busy={steps.pendingKey === key('name')} disabled={busy} aria-label={t('between.showName.named', { name: clock.name })} onClick={() => void steps.run(key('name'), 'PUT', path, { visibility: 'name_only' })}>
            {t('between.showName')}
          </Button>
        ) : null}
        {clock.visibility !== 'open' ? (
          <Button variant="secondary" busy={steps.pendingKey === key('reveal')} disabled={busy} aria-label={t('between.reveal.named', { name: clock.name })} onClick={() => void steps.run(key('reveal'), 'PUT', path, { visibility: 'open' })}>
            {t('between.reveal')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
