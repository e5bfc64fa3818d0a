import { useMemo } from 'react';
import type { CrewClock, TableRules } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ReasonList } from '../../components/ReasonList';
import { namesFromCrew, type CrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import type { NameLookup } from '../../lib/i18n';
import { CrewClockCard } from './CrewClockCard';
import { FactionCard } from './FactionCard';
import { useClockSteps } from './useClockSteps';

const isOpen = (c: CrewClock) => c.filled < c.segments;

/**
 * The board between game nights: the last step with its reasons and Undo, the factions with open
 * clocks (one card each), then the crew's own open clocks.
 */
export function Board({ crewId, sheet, table }: { crewId: string; sheet: CrewSheet; table: TableRules }) {
  const { t, term } = useGmT();
  const steps = useClockSteps(crewId);
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
        <Button variant="secondary" busy={steps.pendingKey === 'undo'} disabled={steps.pendingKey !== null || steps.undoable === 0} onClick={() => void steps.run('undo', 'crew.undo', {})}>
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
