import type { Reason } from '@temps-mort/rules';
import type { NameLookup } from '../lib/i18n';
import { useRuleWords } from '../lib/ruleWords';
import { RuleTag } from './RuleTag';

export interface ReasonListProps {
  readonly reasons: readonly Reason[];
  /** A visible heading (e.g. t('common.why')); omitted: none. */
  readonly title?: string;
  /** Names for the ids reasons carry (characters, factions…): `namesFromCrew(crew)` from @temps-mort/i18n. */
  readonly names?: NameLookup;
  /** Shows the rule id ("H3", its name on hover) before each reason (default true). */
  readonly showRule?: boolean;
  readonly className?: string;
}

/**
 * The "why" of a number or a roll: each reason in words (formatReason), with its rule id. Renders
 * nothing for the moment the rule words take to load (lib/ruleWords.ts).
 */
export function ReasonList({ reasons, title, names, showRule = true, className }: ReasonListProps) {
  
  const words = useRuleWords();
  if (reasons.length === 0 || words === null) return null;
  return (
    <div className={['reasons', className].filter(Boolean).join(' ')}>
      {title ? <p className="reasons-title">{title}</p> : null}
      <ul className="reasons-list">
        {reasons.map((r, i) => (
          <li key={`${r.rule}-${r.code}-${i}`}>
            {showRule ? (
              <>
                <RuleTag rule={r.rule} />{' '}
              </>
            ) : null}
            {words.reason(r, names)}
          </li>
        ))}
      </ul>
    </div>
  );
}
