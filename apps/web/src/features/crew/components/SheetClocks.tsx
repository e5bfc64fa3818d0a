import { useEffect, useRef, useState } from 'react';
import type { ClockView } from '@temps-mort/contract';
import type { Faction } from '@temps-mort/rules';
import { Clock } from '../../../components/Clock';
import { StatusPips } from '../../../components/StatusPips';
import { LabelColon } from '../../../components/Term';
import { roman } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/**
 * K1 on the crew sheet: the crew's own clocks, and each faction with what is known of it and its
 * clocks ("La Confrérie : 5/8 sur « Prendre les Docks »"). The answer says what the reader may see
 * (apps/api clockViews.ts): a player gets open clocks whole and name-only ones without progress; the
 * GM gets everything, and every part players do not see is marked so.
 */

type Names = ReadonlyMap<string, string>;

/** What players do not see of a clock, as a badge on the GM's sheet (players never get such a clock with its progress). */
function HiddenMark({ clock }: { clock: ClockView }) {
  const { term } = useT();
  if (clock.visibility === 'open' || clock.progress === null) return null;
  return <span className="badge badge-gm">{term('clockVisibility', clock.visibility)}</span>;
}

/** K6/K7: what holds the clock back or what race it runs, named by the clocks' names. */
function ClockLinks({ clock, names }: { clock: ClockView; names: Names }) {
  const { t } = useT();
  const lines: string[] = [];
  if (clock.lockedBy) lines.push(t('sheet.clock.locked', { name: names.get(clock.lockedBy) ?? '?' }));
  if (clock.race) {
    const rival = names.get(clock.race.rival) ?? '?';
    lines.push(
      clock.race.winner === null
        ? t('sheet.clock.race', { name: rival })
        : t('sheet.clock.raceOver', { rival, winner: names.get(clock.race.winner) ?? clock.name }),
    );
  }
  if (clock.progress && clock.onFill) lines.push(t('sheet.clock.onFill', { text: clock.onFill }));
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="muted clock-note">
          {line}
        </span>
      ))}
    </>
  );
}

/** A clock as a row: its drawing (or "?" when its progress is the GM's), its name, its notes. */
function ClockRow({ clock, names, text, showCount }: { clock: ClockView; names: Names; text: string; showCount: boolean }) {
  const { t } = useT();
  return (
    <li className="row clock-row" data-clock={clock.id}>
      {clock.progress ? (
        <Clock label={clock.name} segments={clock.progress.segments} filled={clock.progress.filled} showCount={showCount} />
      ) : (
        <span className="clock-unknown" role="img" aria-label={t('sheet.clock.unknown')}>
          ?
        </span>
      )}
      <span className="clock-text">
        <span>
          {text} <HiddenMark clock={clock} />
        </span>
        <ClockLinks clock={clock} names={names} />
      </span>
    </li>
  );
}

/**
 * The latest change a reader saw live (a clock moved, or a clock they may now follow), said once
 * in a polite live region. Compared after the first render only: a page drawn by the server and
 * its hydration show no news.
 */
function useClockNews(clocks: readonly ClockView[], describe: (clock: ClockView) => string): string | null {
  const seen = useRef<Map<string, string> | null>(null);
  const words = useRef(describe);
  words.current = describe;
  const [news, setNews] = useState<string | null>(null);
  useEffect(() => {
    const now = new Map(clocks.map((c) => [c.id, c.progress ? `${c.progress.filled}/${c.progress.segments}` : '?']));
    const before = seen.current;
    seen.current = now;
    if (before === null) return;
    const moved = clocks.filter((c) => before.get(c.id) !== now.get(c.id));
    if (moved.length > 0) setNews(moved.map((c) => words.current(c)).join(' · '));
  }, [clocks]);
  return news;
}

/** The crew's own clocks (danger clocks, a heist's progress…): none, no section. */
export function CrewClocks({ clocks, names }: { clocks: readonly ClockView[]; names: Names }) {
  const { t } = useT();
  const own = clocks.filter((c) => c.owner.kind === 'crew');
  if (own.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-clocks">
      <h2 id="sec-clocks">{t('sheet.clocks')}</h2>
      <ul className="rows">
        {own.map((c) => (
          <ClockRow key={c.id} clock={c} names={names} text={c.progress ? c.name : t('sheet.clock.unknownNamed', { name: c.name })} showCount />
        ))}
      </ul>
    </section>
  );
}

/** A faction's part (goal, notes, assets) players do not know, marked on the GM's sheet. */
function FactionPart({ faction, field, children }: { faction: Faction; field: 'goal' | 'notes' | 'assets'; children: string }) {
  const { term } = useT();
  const known = (faction.revealed ?? []).includes(field);
  return (
    <span className="faction-part">
      {children} {known ? null : <span className="badge badge-gm">{term('clockVisibility', 'gm_only')}</span>}
    </span>
  );
}

/**
 * The factions: name, tier, status, what is known of them, and their clocks, one line each in the
 * table's words (« La Confrérie : 5/8 sur « Prendre les Docks » »); the latest move seen live is said.
 */
export function Factions({ factions, clocks }: { factions: readonly Faction[]; clocks: readonly ClockView[] }) {
  const { t, lang } = useT();
  const names: Names = new Map(clocks.map((c) => [c.id, c.name]));
  const factionName = new Map(factions.map((f) => [f.id, f.name]));
  const describe = (c: ClockView): string => {
    const faction = factionName.get(c.owner.id) ?? '';
    if (c.owner.kind === 'crew') {
      return c.progress ? t('sheet.clock.progress', { name: c.name, filled: c.progress.filled, segments: c.progress.segments }) : t('sheet.clock.unknownNamed', { name: c.name });
    }
    return c.progress
      ? t('sheet.faction.clock', { faction, filled: c.progress.filled, segments: c.progress.segments, name: c.name })
      : t('sheet.faction.clockUnknown', { faction, name: c.name });
  };
  const news = useClockNews(clocks, describe);
  return (
    <>
      <p className="sheet-news" role="status">
        {news ? t('sheet.clock.news', { news }) : null}
      </p>
      <CrewClocks clocks={clocks} names={names} />
      <section className="card" aria-labelledby="sec-factions">
        <h2 id="sec-factions">{t('sheet.factions')}</h2>
        {factions.length === 0 ? (
          <p className="muted">{t('sheet.noFactions')}</p>
        ) : (
          <ul className="rows">
            {factions.map((f) => {
              const own = clocks.filter((c) => c.owner.kind === 'faction' && c.owner.id === f.id);
              return (
                <li key={f.id} className="faction-item">
                  <div className="row faction">
                    <span className="faction-name">
                      {f.name} <span className="muted">{t('sheet.tier', { tier: roman(f.tier) })}</span>
                    </span>
                    {/* The pips say the name again to screen readers: the colon is for the text only. */}
                    <LabelColon lang={lang} hidden />
                    <StatusPips value={f.status} label={f.name} />
                  </div>
                  {f.goal ? <FactionPart faction={f} field="goal">{t('sheet.faction.goal', { text: f.goal })}</FactionPart> : null}
                  {f.notes ? <FactionPart faction={f} field="notes">{t('sheet.faction.notes', { text: f.notes })}</FactionPart> : null}
                  {f.assets && f.assets.length > 0 ? (
                    <FactionPart faction={f} field="assets">
                      {t('sheet.faction.assets', { list: f.assets.join(', ') })}
                    </FactionPart>
                  ) : null}
                  {own.length > 0 ? (
                    <ul className="rows faction-clocks">
                      {own.map((c) => (
                        <ClockRow key={c.id} clock={c} names={names} text={describe(c)} showCount={false} />
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
