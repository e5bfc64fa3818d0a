import type { Refusal } from '@temps-mort/rules';
import { ErrorMessage } from '../../components/ErrorMessage';
import { RuleRefusalError } from '../../lib/api';
import type { NameLookup } from '../../lib/i18n';
import { useRuleWords } from '../../lib/ruleWords';

/**
 * A refusal of the rules on a player's phone: its words alone, never the rule's id (players never
 * see one). Said before anything is sent, or as the API's 422 answered it.
 */
export function PlayerRefusal({ refusal, names, id }: { refusal: Refusal | null; names?: NameLookup; id?: string }) {
  const words = useRuleWords();
  if (refusal === null || words === null) return null;
  return (
    <p className="refusal-note" id={id}>
      <span aria-hidden="true">⚠ </span>
      {words.refusal(refusal, names)}
    </p>
  );
}

/**
 * An API error on a player's phone: a rule's refusal in its words (no rule id), anything else as
 * every screen says it (components/ErrorMessage.tsx). Conflicts and refusals of the link are the
 * caller's to say first, in the words of what the player was doing.
 */
export function PlayerError({ error, names, fieldLabels }: { error: unknown; names?: NameLookup; fieldLabels?: Readonly<Record<string, string>> }) {
  if (error instanceof RuleRefusalError) {
    return (
      <div role="alert" className="error-message">
        <PlayerRefusal refusal={error.refusal} names={names} />
      </div>
    );
  }
  return <ErrorMessage error={error} fieldLabels={fieldLabels} />;
}
