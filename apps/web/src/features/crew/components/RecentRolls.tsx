import { DiceFaces } from '../../../components/DiceFaces';
import { ReasonList } from '../../../components/ReasonList';
import type { CrewRoll } from '../../../lib/crew';
import { timeOfDay } from '../../../lib/format';
import { useT, type NameLookup } from '../../../lib/i18n';

/** The recent open rolls, newest first, each with its dice, its result and its reasons. */
export default function RecentRolls({ rolls, names }: { rolls: readonly CrewRoll[]; names?: NameLookup }) {
  const { t, term, word, purpose } = useT();
  return (
    <section className="card" aria-labelledby="sec-rolls">
      <h2 id="sec-rolls">{t('sheet.recentRolls')}</h2>
      {rolls.length === 0 ? <p className="muted">{t('sheet.noRolls')}</p> : null}
      <ol className="rolls">
        {rolls.map((r) => {
          const when = r.createdAt ? Date.parse(r.createdAt) : NaN;
          return (
            <li key={r.id} className={r.undone ? 'roll roll--undone' : 'roll'}>
              <p className="roll-head">
                {r.undone ? <span className="badge badge--undone">{t('sheet.roll.undone')}</span> : null}
                <strong>{purpose(r.purpose)}</strong>
                {r.who ? <span className="muted"> · {t('sheet.roll.by', { name: r.who })}</span> : null}
                {Number.isFinite(when) ? (
                  <time className="muted" dateTime={r.createdAt}>
                    {' '}
                    · {timeOfDay(when)}
                  </time>
                ) : null}
              </p>
              <p className="roll-dice">
                <DiceFaces dice={r.dice} sides={r.sides} />
                {r.band ? <span className="roll-band"> → {term('band', r.band)}</span> : null}
                {r.quality !== null ? (
                  <span className="muted">
                    {' '}
                    ({word('quality')} {r.quality})
                  </span>
                ) : null}
              </p>
              <ReasonList reasons={r.reasons} names={names} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
