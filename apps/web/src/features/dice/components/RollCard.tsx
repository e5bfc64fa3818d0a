import type { ReactNode } from 'react';
import { formatDateTime } from '@temps-mort/i18n/format';
import { ReasonList } from '../../../components/ReasonList';
import { RolledDice } from '../../../components/RolledDice';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import type { PoolRollKind, RollView } from '../api';

type Gm = ReturnType<typeof useGmT>;

/**
 * A d6 pool's band in words: an action roll's outcome ("Réussite partielle (4-5)"); a fortune
 * roll's band as it is ("Résultat 4-5"), since the table it was made for reads it (D5).
 */
export function poolBandWords(kind: PoolRollKind, band: string, { term }: Pick<Gm, 'term'>): string {
  return term(kind === 'd6' ? 'poolOutcome' : 'fortuneBand', band);
}

/** The outcome of a stored roll in words, from its kind and band. */
export function bandWords(roll: RollView, gm: Pick<Gm, 't' | 'term'>): string | null {
  const { t, term } = gm;
  if (roll.band === null) return null;
  switch (roll.kind) {
    case 'd6_pool':
      return poolBandWords('d6', roll.band, gm);
    case 'fortune':
      return poolBandWords('fortune', roll.band, gm);
    case 'd12_action':
      return term('d12Degree', roll.band);
    case 'd100_opposed':
      return term('d100Winner', roll.band);
    case 'd100_complex':
      return roll.band === 'success' || roll.band === 'failure' ? (roll.band === 'success' ? t('dice.success') : t('dice.failure')) : term('d100Winner', roll.band);
    case 'd100_simple':
    case 'd100_group':
      return roll.band === 'success' ? t('dice.success') : roll.band === 'failure' ? t('dice.failure') : roll.band;
    case 'd20':
      // The ledger's d20s: an intimidation's success or failure (F3), a debt called or not (F6).
      if (roll.band === 'success') return t('dice.success');
      if (roll.band === 'failure') return t('dice.failure');
      if (roll.band === 'called') return t('debt.collection.called');
      if (roll.band === 'not_called') return t('debt.collection.notCalled');
      return null;
    default:
      return roll.band;
  }
}

/** A d12's natural 12 / 1, in words, to mark the die. */
export function useNaturalMark() {
  const { t } = useGmT();
  return (die: number, sides: number) => (sides === 12 && die === 12 ? t('d12.natural12') : sides === 12 && die === 1 ? t('d12.natural1') : null);
}

/**
 * One stored roll: who, why, open or hidden, the dice (each with what it was for; a d12's natural
 * 12 or 1 marked ★), the outcome in words, then its reasons.
 */
export function RollCard({
  roll,
  children,
  names,
  headingLevel = 3,
  showReasons = true,
}: {
  roll: RollView;
  children?: ReactNode;
  names?: NameLookup;
  headingLevel?: 3 | 4;
  showReasons?: boolean;
}) {
  const gm = useGmT();
  const { t, lang, purpose } = gm;
  const mark = useNaturalMark();
  const band = bandWords(roll, gm);
  // "GM" is the server's name for a roll nobody was named for: "MJ" in French.
  const by = t('dice.rollBy', { who: roll.who === 'GM' ? t('common.gm') : roll.who, purpose: purpose(roll.purpose) });
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article
      className={roll.undone ? 'roll-card roll-card--undone' : 'roll-card'}
      data-kind={roll.kind}
      aria-label={by}
    >
      <H className="roll-card-head">
        {band ? <span className="roll-band" data-band={roll.band}>{band}</span> : null}{' '}
        <span className="muted">{by}</span>
      </H>
      <p className="roll-meta">
        <span className="badge">{roll.hidden ? t('common.hidden') : t('common.open')}</span>{' '}
        {roll.undone ? (
          <>
            <span className="badge badge--undone">{t('sheet.roll.undone')}</span>{' '}
          </>
        ) : null}
        <time className="muted" dateTime={roll.createdAt}>
          {formatDateTime(roll.createdAt, lang)}
        </time>
      </p>
      <RolledDice rolls={roll.result.rolls} mark={mark} />
      {children}
      {showReasons ? <ReasonList reasons={roll.reasons} title={t('common.why')} names={names} /> : null}
    </article>
  );
}
