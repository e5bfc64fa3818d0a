import type { ReactNode, Ref } from 'react';
import type { NetChange } from '@temps-mort/rules';
import { NetChangeList } from '../../../components/NetChangeList';
import { ReasonList } from '../../../components/ReasonList';
import { RolledDice } from '../../../components/RolledDice';
import { useGmT } from '../../../lib/i18nGm';
import { useWalkthrough } from '../context';
import type { StepEvent } from '../api';

/** The name of a step of the history ("Payoff", "Heat undone", "Downtime activity · Train · Arlette", "Character saved · Comfort lost · Mireille"). */
export function useStepName(): (event: StepEvent) => string {
  const { t, term } = useGmT();
  const { names, recent } = useWalkthrough();
  const name = (event: StepEvent): string => {
    if (event.type === 'undo') {
      // The step it took back, named in full when the recent steps still hold it.
      const target = recent?.find((e) => e.seq === event.detail.undone && e.type !== 'undo');
      return t('downtime.undone', { step: target ? name(target) : term('event', event.detail.type) });
    }
    if (event.type === 'advance') {
      return t('downtime.advanceTo', { phase: term('downtimePhase', event.detail.phase) });
    }
    const activity = event.payload.activity as { kind?: unknown } | undefined;
    const who = typeof event.payload.characterId === 'string' ? (names.character?.(event.payload.characterId) ?? null) : null;
    const parts = [term('event', event.type)];
    if (event.type === 'activity' && typeof activity?.kind === 'string') parts.push(term('activity', activity.kind));
    // A sheet saved by a d12 effect (damage, comfort…): why, and whose.
    const saved = event.type === 'character_save' ? (event.payload.character as { name?: unknown } | undefined) : undefined;
    if (typeof event.payload.cause === 'string' && event.type === 'character_save') parts.push(term('characterSaveCause', event.payload.cause));
    if (typeof saved?.name === 'string') parts.push(saved.name);
    if (who) parts.push(who);
    return parts.join(' · ');
  };
  return name;
}

/**
 * An applied step: its name, the dice rolled (each group with its purpose, the band and quality
 * they gave), what it moved on the sheet (its recorded net changes, in the words its preview used)
 * and its reasons — what the GM reads out after each step. `children` come right after
 * the heading (the result's undo, one Tab stop away).
 */
export function AppliedStep({
  event,
  title,
  label,
  headingLevel = 3,
  headingRef,
  children,
}: {
  event: StepEvent;
  /** The visible heading (default "Last step: …"). */
  title?: string;
  /** The region's name, when not the heading's. */
  label?: string;
  headingLevel?: 2 | 3 | 4;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const { t, term } = useGmT();
  const { names } = useWalkthrough();
  const name = useStepName();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const rolls = event.rolls.filter((r) => r.dice.length > 0);
  const heading = title ?? t('downtime.lastStep', { step: name(event) });
  const kept = (event.detail as { changes?: unknown }).changes;
  const changes = Array.isArray(kept) ? (kept as NetChange[]) : [];
  return (
    <section className="card applied" aria-label={label ?? heading}>
      <Heading className="applied-title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        <span aria-hidden="true">✓ </span>
        {heading}
        {event.hidden ? <span className="badge"> {t('common.hidden')}</span> : null}
      </Heading>
      {children}
      {rolls.length > 0 ? (
        <div className="applied-rolls">
          <RolledDice rolls={rolls} />
          <ul className="applied-bands">
            {rolls
              .filter((r) => r.band !== null)
              .map((r) => (
                <li key={r.id}>
                  {r.quality === null ? t('downtime.rollBand', { band: term('band', r.band) }) : t('downtime.rollResult', { band: term('band', r.band), quality: r.quality })}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <NetChangeList changes={changes} names={names} />
      {/* An undo's only reason is "step n undone": the title already says it in words. */}
      {event.type === 'undo' ? null : <ReasonList reasons={event.reasons} names={names} title={t('common.why')} />}
    </section>
  );
}
