import { useId } from 'react';
import { D12_ATTRIBUTES, d12HasSheet, type Character, type GameSystem } from '@temps-mort/rules';
import { Circles } from '../../../components/Circles';
import { Clock } from '../../../components/Clock';
import { Term } from '../../../components/Term';
import { useT } from '../../../lib/i18n';
import { capitalize } from '@temps-mort/i18n/format';

/**
 * One PC on the sheet: status (and the sentence while jailed), downtime attributes in circles,
 * skills with their ratings, personal coin and load, vice and purveyor (tapped or not), harm,
 * trauma, clocks — and, where the d12 system is played, the PC's d12 sheet (none if never filled
 * in: no « mort » for pools nobody allocated). `mine`: the character the
 * player link was given to, marked "you" (its card is `#my-character`).
 * The cards come in the sheet's second render (CrewSheet.tsx).
 */
/** `plays`: whether the campaign plays a game system (the card shows the downtime's parts and the d12 sheet of those played). */
export function CharacterCard({ character: c, mine = false, plays = () => true }: { character: Character; mine?: boolean; plays?: (system: GameSystem) => boolean }) {
  const { t, term, word, lang } = useT();
  // A6: the healing clock (it fills with the Recover activity).
  const healing = t('sheet.pc.healing');
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

      {c.look || c.notes ? (
        <dl className="attributes pc-facts pc-texts">
          {c.look ? (
            <div className="attribute">
              <Term lang={lang}>{t('sheet.pc.look')}</Term>
              <dd className="pc-text">{c.look}</dd>
            </div>
          ) : null}
          {c.notes ? (
            <div className="attribute">
              <Term lang={lang}>{t('sheet.pc.notes')}</Term>
              <dd className="pc-text">{c.notes}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {plays('downtime') ? (
        <>
          {attributes.length > 0 ? (
            <dl className="attributes">
              {attributes.map(([name, a]) => (
                <div key={name} className="attribute">
                  <Term lang={lang}>{term('downtimeAttribute', name)}</Term>
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
                    <Term lang={lang}>{term('skill', name)}</Term>
                    <dd>{rating}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          <dl className="attributes pc-facts">
            {/* I2: the sentence the table knows; a PC jailed before it was kept shows the status alone. */}
            {c.status === 'jailed' && c.jail ? (
              <div className="attribute">
                <Term lang={lang}>{capitalize(word('sentence'))}</Term>
                <dd>{term('sentence', c.jail.sentence)}</dd>
              </div>
            ) : null}
            <div className="attribute">
              <Term lang={lang}>{t('sheet.pc.coin')}</Term>
              <dd>{c.coin}</dd>
            </div>
            <div className="attribute">
              <Term lang={lang}>{capitalize(word('load'))}</Term>
              <dd>{c.load}</dd>
            </div>
            {c.vice ? (
              <>
                <div className="attribute">
                  <Term lang={lang}>{capitalize(word('vice'))}</Term>
                  <dd>{term('vice', c.vice.kind)}</dd>
                </div>
                <div className="attribute">
                  <Term lang={lang}>{capitalize(word('purveyor'))}</Term>
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
        </>
      ) : null}
      {plays('d12') && d12HasSheet(c) ? <D12Part character={c} /> : null}
    </section>
  );
}

/** T1/T5/T6: the d12 sheet in the glossary's words: each pool of its value, traits, comfort, fear, destiny points. */
function D12Part({ character: c }: { character: Character }) {
  const { term, word, lang } = useT();
  return (
    <dl className="attributes pc-facts">
      {D12_ATTRIBUTES.map((a) => (
        <div key={a} className="attribute">
          <Term lang={lang}>{term('d12Attribute', a)}</Term>
          <dd>
            <Circles label={term('d12Attribute', a)} max={c.pools[a].value} current={c.pools[a].pool} />
          </dd>
        </div>
      ))}
      {c.traits.length > 0 ? (
        <div className="attribute">
          <Term lang={lang}>{capitalize(word('trait', c.traits.length))}</Term>
          <dd>{c.traits.map((tr) => `${tr.name} +${tr.rating}`).join(', ')}</dd>
        </div>
      ) : null}
      {c.comfort ? (
        <div className="attribute">
          <Term lang={lang}>{capitalize(word('comfort'))}</Term>
          <dd>
            {c.comfort.name}
            {c.comfort.lost ? (
              <>
                {' '}
                <span className="badge badge-warn">{term('characterSaveCause', 'd12_comfort_lost')}</span>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {c.fear ? (
        <div className="attribute">
          <Term lang={lang}>{capitalize(word('fear'))}</Term>
          <dd>{c.fear}</dd>
        </div>
      ) : null}
      <div className="attribute">
        <Term lang={lang}>{capitalize(word('destinyPoint', 2))}</Term>
        <dd>{c.destiny}</dd>
      </div>
    </dl>
  );
}
