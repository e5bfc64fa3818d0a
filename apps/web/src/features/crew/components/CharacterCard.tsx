import { useId } from 'react';
import type { Character } from '@temps-mort/rules';
import { Circles } from '../../../components/Circles';
import { Clock } from '../../../components/Clock';
import { useT } from '../../../lib/i18n';
import { capitalize } from '@temps-mort/i18n/format';

/**
 * One PC on the sheet: status, downtime attributes in circles, skills with their ratings, personal
 * coin and load, vice and purveyor (tapped or not), harm, trauma, clocks. `mine`: the character the
 * player link was given to, marked "you" (its card is `#my-character`). A lazy chunk of the sheet
 * (CrewSheet.tsx): the cards come in its second render.
 */
export default function CharacterCard({ character: c, mine = false }: { character: Character; mine?: boolean }) {
  const { t, term, word } = useT();
  // A6: the healing clock fills with the Recover activity.
  const healing = term('activity', 'recover');
  const headingId = useId();
  const attributes = Object.entries(c.attributes);
  const skills = Object.entries(c.skills);
  const harm = [...c.harm].sort((a, b) => b.level - a.level);
  return (
    <section className={mine ? 'card pc pc--mine' : 'card pc'} id={mine ? 'my-character' : undefined} aria-labelledby={headingId}>
      <header className="pc-head">
        <h3 id={headingId}>
          {c.name}
          {mine ? (
            <>
              {' '}
              <span className="badge badge-you">{t('sheet.pc.you')}</span>
            </>
          ) : null}
        </h3>
        <span className="badge" data-status={c.status}>
          {term('characterStatus', c.status)}
        </span>
      </header>

      {attributes.length > 0 ? (
        <dl className="attributes">
          {attributes.map(([name, a]) => (
            <div key={name} className="attribute">
              <dt>{term('downtimeAttribute', name)}</dt>
              <dd>
                <Circles label={term('downtimeAttribute', name)} max={a.max} current={a.current} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {skills.length > 0 ? (
        <div className="pc-block">
          <h4>{t('sheet.pc.skills')}</h4>
          <dl className="attributes">
            {skills.map(([name, rating]) => (
              <div key={name} className="attribute">
                <dt>{term('skill', name)}</dt>
                <dd>{rating}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <dl className="attributes pc-facts">
        <div className="attribute">
          <dt>{t('sheet.pc.coin')}</dt>
          <dd>{c.coin}</dd>
        </div>
        <div className="attribute">
          <dt>{capitalize(word('load'))}</dt>
          <dd>{c.load}</dd>
        </div>
        {c.vice ? (
          <>
            <div className="attribute">
              <dt>{capitalize(word('vice'))}</dt>
              <dd>{term('vice', c.vice.kind)}</dd>
            </div>
            <div className="attribute">
              <dt>{capitalize(word('purveyor'))}</dt>
              <dd>
                {c.vice.purveyor || t('common.none')}
                {c.vice.tapped ? (
                  <>
                    {' '}
                    <span className="badge badge-warn">⚠ {term('overindulgence', 'tapped')}</span>
                  </>
                ) : null}
              </dd>
            </div>
          </>
        ) : null}
      </dl>

      <div className="pc-block">
        <h4>{t('sheet.pc.harm')}</h4>
        {harm.length === 0 ? (
          <p className="muted">{t('sheet.pc.noHarm')}</p>
        ) : (
          <ul className="harm">
            {harm.map((h, i) => (
              <li key={`${h.level}-${i}`} data-level={h.level}>
                <span className="harm-level">
                  {h.level} · {term('harmLevel', h.level)}
                </span>{' '}
                {h.description}
              </li>
            ))}
          </ul>
        )}
      </div>

      {c.trauma.length > 0 ? (
        <div className="pc-block">
          <h4>{t('sheet.pc.trauma')}</h4>
          <ul className="tags">
            {c.trauma.map((tr, i) => (
              <li key={`${tr}-${i}`}>{term('trauma', tr)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="pc-block">
        <h4>{t('sheet.pc.clocks')}</h4>
        <ul className="clocks">
          <li className="clock-item">
            <Clock label={healing} segments={c.healing.segments} filled={c.healing.filled} />
            <span aria-hidden="true">{healing}</span>
          </li>
          {c.projects.map((p) => (
            <li key={p.id} className="clock-item">
              <Clock label={p.name} segments={p.segments} filled={p.filled} />
              <span aria-hidden="true">{p.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
