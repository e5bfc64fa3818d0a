import { useEffect, useId, useRef, useState } from 'react';
import type { RollRequestRolled, RollRequestView } from '@temps-mort/contract';
import {
  BANDS,
  complexActionRefusal,
  D12_DEGREES,
  d100TestOdds,
  d12ActionOdds,
  d12TraitBonus,
  d12Unplayable,
  entanglementShiftedPoolOdds,
  poolOdds,
  type Character,
  type Refusal,
  type TableRules,
} from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { DiceFaces } from '../../components/DiceFaces';
import { Loading } from '../../components/Loading';
import { OddsBar, type OddsOutcome } from '../../components/OddsBar';
import { ReasonList } from '../../components/ReasonList';
import { call, conflictOf, ConflictError, ForbiddenError } from '../../lib/api';
import { namesFromCrew, type CrewSheet } from '../../lib/crew';
import { useCrewComplexActions, type CrewComplexAction } from '../../lib/crewComplexActions';
import { signed } from '../../lib/format';
import { useGmT, type GmTranslator } from '../../lib/i18nGm';
import { crewRollRequestsKey, useCrewRollRequests, withItem } from '../../lib/players';
import { useMutation, useQuery } from '../../lib/query';
import { PlayerError, PlayerRefusal } from './PlayerError';
import './requests.css';

type Roll = RollRequestView['roll'];
type RollView = RollRequestRolled['roll'];

/** What a request asks, read for the phone: its words, its exact odds, what the rules would refuse. */
export interface RequestReading {
  /** « Jet d'action : 3 dés », « Test d12 : Corps contre 12 »… */
  readonly title: string;
  /** What else the roll counts (a trait, a quality, the d12's sum, the steps left). */
  readonly details: readonly string[];
  /** Each outcome's exact odds, by the rules' own odds functions; null when it cannot be rolled. */
  readonly odds: readonly OddsOutcome[] | null;
  /** 0.1 for the d12 and d100 tests (as the GM's dice screens show them), else whole percents. */
  readonly step: 1 | 0.1;
  /** What the rules would refuse (a d12 roll for a character out, a finished complex action). */
  readonly refusal: Refusal | null;
  /** A stored roll's band in the words of this kind of roll. */
  readonly band: (band: string) => string;
}

/**
 * A d6 pool's bands, best first. An action roll reads them as outcomes (D1/D2); a resistance or a
 * fortune roll as they are (« Résultat 4-5 »): the table the roll is for reads them.
 */
function poolOutcomes(odds: Readonly<Record<(typeof BANDS)[number], number>>, band: (b: string) => string): OddsOutcome[] {
  return [...BANDS].reverse().map((b) => ({ key: b, label: band(b), probability: odds[b] }));
}

function successOdds(p: number, { term }: Pick<GmTranslator, 'term'>): OddsOutcome[] {
  return [
    { key: 'success', label: term('d100Outcome', 'success'), probability: p },
    { key: 'failure', label: term('d100Outcome', 'failure'), probability: 1 - p },
  ];
}

/**
 * A roll request in words with its exact odds, computed here by the same rules functions the GM's
 * dice screens use (poolOdds, entanglementShiftedPoolOdds, d12ActionOdds, d100TestOdds): a d12
 * test with the character's own pool and trait, a complex action's next test from its tracker.
 */
export function readRequest(roll: Roll, ctx: { character: Character | null; tracker: CrewComplexAction | null; table: TableRules; tr: GmTranslator }): RequestReading {
  const { character, tracker, table, tr } = ctx;
  const { t, term } = tr;
  const d100Band = (b: string) => (b === 'success' || b === 'failure' ? term('d100Outcome', b) : b);
  switch (roll.kind) {
    case 'd6': {
      const band = (b: string) => term(roll.purpose === 'action' ? 'poolOutcome' : 'fortuneBand', b);
      return {
        title: t(roll.purpose === 'action' ? 'play.requests.d6.action' : 'play.requests.d6.resistance', { pool: roll.pool }),
        details: [],
        odds: poolOutcomes(poolOdds(roll.pool), band),
        step: 1,
        refusal: null,
        band,
      };
    }
    case 'fortune': {
      const band = (b: string) => term('fortuneBand', b);
      return {
        title: t('play.requests.fortune', { pool: roll.pool }),
        details: roll.shift === 0 ? [] : [t('play.requests.fortune.shift', { shift: signed(roll.shift) })],
        odds: poolOutcomes(entanglementShiftedPoolOdds(roll.pool, roll.shift), band),
        step: 1,
        refusal: null,
        band,
      };
    }
    case 'd12': {
      const band = (b: string) => term('d12Degree', b);
      const title = t('play.requests.d12', { attribute: term('d12Attribute', roll.attribute), threshold: roll.threshold });
      // The character's own pool and trait, as the server rolls them (T5, T7).
      const blocked = character === null ? null : d12Unplayable(character);
      const bonus = character === null ? null : d12TraitBonus(character, roll.trait);
      const refusal = blocked !== null ? blocked.error : bonus !== null && !bonus.ok ? bonus.error : null;
      if (character === null || bonus === null || !bonus.ok || refusal !== null) return { title, details: [], odds: null, step: 0.1, refusal, band };
      const input = { pool: character.pools[roll.attribute].pool, traitBonus: bonus.value, modifier: roll.modifier ?? 0, threshold: roll.threshold };
      const odds = d12ActionOdds(input, { table });
      return {
        title,
        details: [
          ...(roll.trait ? [t('play.requests.d12.trait', { trait: roll.trait, bonus: bonus.value })] : []),
          t('play.requests.d12.formula', { pool: input.pool, bonus: input.traitBonus, modifier: signed(input.modifier), threshold: input.threshold }),
        ],
        odds: [...D12_DEGREES].reverse().map((d) => ({ key: d, label: band(d), probability: odds[d] })),
        step: 0.1,
        refusal: null,
        band,
      };
    }
    case 'd100':
      return { title: t('play.requests.d100', { threshold: roll.threshold }), details: [], odds: successOdds(d100TestOdds(roll.threshold, { table }), tr), step: 0.1, refusal: null, band: d100Band };
    case 'complex_action': {
      const title = tracker ? t('play.requests.complex', { name: tracker.name, threshold: roll.threshold }) : t('play.requests.complex.unnamed', { threshold: roll.threshold });
      // C3/C4: a finished tracker takes no more rolls.
      const finished = tracker ? complexActionRefusal(tracker.tracker) : null;
      const refusal = finished && !finished.ok ? finished.error : null;
      return {
        title,
        details: tracker && refusal === null ? [t('play.requests.complex.remaining', { remaining: tracker.tracker.remaining, start: tracker.tracker.start })] : [],
        odds: refusal === null ? successOdds(d100TestOdds(roll.threshold, { table }), tr) : null,
        step: 0.1,
        refusal,
        band: d100Band,
      };
    }
  }
}

/** The crew's tracker a complex action's request rolls, when the crew's list has it. */
function trackerOf(roll: Roll, trackers: readonly CrewComplexAction[] | undefined): CrewComplexAction | null {
  if (roll.kind !== 'complex_action') return null;
  return trackers?.find((a) => a.id === roll.complexActionId) ?? null;
}

/** A request the phone answered, or that was gone when the player rolled it: kept in view. */
interface Answered {
  readonly request: RollRequestView;
  readonly roll: RollView | null;
  readonly reading: RequestReading;
}

/**
 * The rolls the GM asks of this character, pending, each in words with its exact odds and a
 * « Lancer » button (rollRequest.roll: the server rolls). The dice show here at once, and on every
 * other screen through the crew's stream; the list stays live through it too (lib/players.ts).
 */
export function RollRequests({ crewId, characterId, token, sheet, table }: { crewId: string; characterId: string; token: string; sheet: CrewSheet; table: TableRules }) {
  const tr = useGmT();
  const { t } = tr;
  const titleId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const requests = useCrewRollRequests(crewId, token);
  const [answered, setAnswered] = useState<readonly Answered[]>([]);
  const character = sheet.crew.characters.find((c) => c.id === characterId) ?? null;
  const gone = new Set(answered.map((a) => a.request.id));
  const pending = (requests.data ?? []).filter((r) => r.characterId === characterId && r.status === 'pending' && !gone.has(r.id));
  const complex = pending.some((r) => r.roll.kind === 'complex_action');
  const trackers = useCrewComplexActions(complex ? sheet : undefined, token, Number.POSITIVE_INFINITY);
  const names = namesFromCrew(sheet.crew);

  const answer = (entry: Answered) => {
    setAnswered((old) => [entry, ...old.filter((a) => a.request.id !== entry.request.id)]);
  };
  // The button pressed is gone with its request: the results' heading takes the focus.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) resultsRef.current?.focus();
  }, [focusTick]);

  return (
    <section className="play-requests" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('play.requests.title')}</h3>
      {requests.data === undefined ? (
        requests.error ? <PlayerError error={requests.error} /> : <Loading />
      ) : (
        <p role="status" className="muted">
          {t('play.requests.count', { count: pending.length })}
        </p>
      )}
      {pending.length > 0 ? (
        <ul className="play-requests-list">
          {pending.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                character={character}
                tracker={trackerOf(request.roll, trackers.data)}
                crewId={crewId}
                token={token}
                table={table}
                names={names}
                onAnswered={(entry) => {
                  answer(entry);
                  setFocusTick((n) => n + 1);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="play-requests-results" aria-live="polite">
        {answered.length > 0 ? (
          <>
            <h4 ref={resultsRef} tabIndex={-1}>
              {t('play.requests.results')}
            </h4>
            <ul className="play-requests-list">
              {answered.map((a) => (
                <li key={a.request.id}>
                  <AnsweredCard answered={a} names={names} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** One pending request: what is asked, the GM's note, the odds, « Lancer ». */
function RequestCard({
  request,
  character,
  tracker,
  crewId,
  token,
  table,
  names,
  onAnswered,
}: {
  request: RollRequestView;
  character: Character | null;
  tracker: CrewComplexAction | null;
  crewId: string;
  token: string;
  table: TableRules;
  names: ReturnType<typeof namesFromCrew>;
  onAnswered: (entry: Answered) => void;
}) {
  const tr = useGmT();
  const { t } = tr;
  const titleId = useId();
  const oddsId = useId();
  // A complex action not in the crew's list (the campaign's own): read apart, once.
  const trackerId = request.roll.kind === 'complex_action' ? request.roll.complexActionId : null;
  const needsRead = trackerId !== null && tracker === null;
  const read = useQuery(['complex-action', trackerId ?? ''], (signal) => call('complexAction.read', { params: { id: trackerId ?? '' } }, { token, signal }), {
    enabled: needsRead,
    refetchOnFocus: false,
  });
  const reading = readRequest(request.roll, { character, tracker: tracker ?? (needsRead ? (read.data ?? null) : null), table, tr });
  const roll = useMutation((id: string) => call('rollRequest.roll', { params: { id }, body: {} }, { token }), {
    onSuccess: (data, _id, client) => {
      // At once here; the stream tells every other screen (and this one, again).
      client.setData<RollRequestView[]>(crewRollRequestsKey(crewId), (old = []) => withItem(old, data.request));
      onAnswered({ request: data.request, roll: data.roll, reading });
    },
    onError: (error, _id, client) => {
      // Rolled or cancelled meanwhile: said in its words, in the answered list; the list as it is now.
      const current = conflictOf(error, 'rollRequest.roll');
      if (current) {
        onAnswered({ request: current, roll: null, reading });
        client.setData<RollRequestView[]>(crewRollRequestsKey(crewId), (old = []) => withItem(old, current));
      }
    },
  });
  const refused = reading.refusal !== null;
  return (
    <article className="card play-request" aria-labelledby={titleId} data-kind={request.roll.kind}>
      <h4 id={titleId}>{reading.title}</h4>
      {request.note ? <p className="play-request-note">{t('play.requests.note', { note: request.note })}</p> : null}
      {reading.details.map((line) => (
        <p key={line} className="muted small">
          {line}
        </p>
      ))}
      {reading.odds ? (
        <div id={oddsId}>
          <OddsBar label={t('play.requests.odds')} outcomes={reading.odds} step={reading.step} />
        </div>
      ) : null}
      <PlayerRefusal refusal={reading.refusal} names={names} />
      {roll.error instanceof ForbiddenError ? (
        <p role="alert" className="error-message">
          {t('play.requests.forbidden')}
        </p>
      ) : roll.error instanceof ConflictError ? null : (
        <PlayerError error={roll.error} names={names} />
      )}
      <div className="actions">
        <Button
          busy={roll.pending}
          disabled={refused || roll.error instanceof ForbiddenError}
          aria-describedby={reading.odds ? `${titleId} ${oddsId}` : titleId}
          onClick={() => void roll.mutate(request.id)}
        >
          <span aria-hidden="true">{'⚄\u00a0'}</span>
          {t('play.requests.roll')}
        </Button>
      </div>
    </article>
  );
}

/** A request answered from this phone: its dice and result, or why it could not be rolled. */
function AnsweredCard({ answered: { request, roll, reading }, names }: { answered: Answered; names: ReturnType<typeof namesFromCrew> }) {
  const { t } = useGmT();
  const natural = (die: number, sides: number) => (sides === 12 && die === 12 ? t('play.requests.natural12') : sides === 12 && die === 1 ? t('play.requests.natural1') : null);
  if (roll === null) {
    return (
      <article className="card play-request play-request--gone" data-status={request.status}>
        <h5>{reading.title}</h5>
        <p>{request.status === 'cancelled' ? t('play.requests.cancelled') : t('play.requests.alreadyRolled')}</p>
      </article>
    );
  }
  const marks = roll.result.rolls.flatMap((r) => r.dice.map((d) => natural(d, r.sides))).filter((m): m is string => m !== null);
  return (
    <article className="card play-request play-request--rolled" data-status={request.status} data-band={roll.band ?? undefined}>
      <h5>{reading.title}</h5>
      <p className="play-request-result">
        <DiceFaces dice={roll.dice} sides={roll.sides} />
        {roll.band ? <strong className="roll-band"> → {t('play.requests.result', { band: reading.band(roll.band) })}</strong> : null}
        {marks.length > 0 ? <span className="muted"> ({marks.join(', ')})</span> : null}
      </p>
      <ReasonList reasons={roll.reasons} names={names} showRule={false} />
    </article>
  );
}
