import { DiceFaces } from '../../../components/DiceFaces';
import { ReasonList } from '../../../components/ReasonList';
import type { CrewRoll } from '../../../lib/crew';
import { timeOfDay } from '../../../lib/format';
import { useT, type NameLookup, type Translator } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/rendered';

/**
 * The threshold a d100 roll was made at, as the GM rolled it: a complex action's test keeps it in
 * its entry (its `quality` once held the steps the roll moved), an opposed round has two (none
 * is « the » threshold); the other d100 kinds keep it as their `quality`.
 */
function d100Threshold(r: CrewRoll): number | null {
  if (r.kind !== 'd100_complex') return r.quality;
  const entry = (r.result.value as { entry?: { kind?: unknown; threshold?: unknown } } | null)?.entry;
  return entry?.kind === 'test' && typeof entry.threshold === 'number' ? entry.threshold : null;
}

/**
 * A roll's outcome in words, by the system it belongs to: a d6 roll that gives a quality by its band
 * (D2, D3), an action roll's outcome, a fortune or resistance roll's band (D5), a d12 degree (T7), a d100 test's
 * success or winner (C1, C2); then its total (d12) or threshold (d100), or the quality.
 */
function outcome(r: CrewRoll, { t, term, word }: Translator): [string | null, string | null] {
  const { band, quality, kind } = r;
  if (kind === 'd12_action') return [band && term('d12Degree', band), quality === null ? null : t('sheet.roll.total', { total: quality })];
  if (kind.startsWith('d100')) {
    const words = band === 'success' || band === 'failure' ? term('d100Outcome', band) : band && term('d100Winner', band);
    const threshold = d100Threshold(r);
    return [words, threshold === null ? null : t('sheet.roll.threshold', { threshold })];
  }
  const quoted = quality === null ? null : `${word('quality')} ${quality}`;
  if (band === null) return [null, quoted];
  // A resistance roll's band is read as it is, like a fortune roll's: it is no success nor failure.
  if (kind === 'fortune' || r.purpose === 'resistance') return [term('fortuneBand', band), quoted];
  return [quality === null && kind === 'd6_pool' ? term('poolOutcome', band) : term('band', band), quoted];
}

/** The recent open rolls, newest first, each with its dice, its result and its reasons. */
export function RecentRolls({ rolls, names, showRules = true }: { rolls: readonly CrewRoll[]; names?: NameLookup; showRules?: boolean }) {
  const tr = useT();
  const { t, purpose } = tr;
  // A time of day is the device's (its time zone, unknown to the server): drawn once hydrated only.
  const hydrated = useHydrated();
  return (
    <section className="card" aria-labelledby="sec-rolls">
      <h2 id="sec-rolls">{t('sheet.recentRolls')}</h2>
      {rolls.length === 0 ? <p className="muted">{t('sheet.noRolls')}</p> : null}
      <ol className="rolls">
        {rolls.map((r) => {
          const when = r.createdAt ? Date.parse(r.createdAt) : NaN;
          const [band, detail] = outcome(r, tr);
          return (
            <li key={r.id} className={r.undone ? 'roll roll--undone' : 'roll'}>
              <p className="roll-head">
                {r.undone ? (
                  <>
                    <span className="badge badge--undone">{t('sheet.roll.undone')}</span>{' '}
                  </>
                ) : null}
                <strong>{purpose(r.purpose)}</strong>
                {r.who ? <span className="muted"> · {t('sheet.roll.by', { name: r.who })}</span> : null}
                {Number.isFinite(when) ? (
                  <time className="muted" dateTime={r.createdAt}>
                    {hydrated ? ` · ${timeOfDay(when)}` : ''}
                  </time>
                ) : null}
              </p>
              <p className="roll-dice">
                <DiceFaces dice={r.dice} sides={r.sides} />
                {band ? <span className="roll-band"> → {band}</span> : null}
                {detail ? <span className="muted"> ({detail})</span> : null}
              </p>
              <ReasonList reasons={r.reasons} names={names} showRule={showRules} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
