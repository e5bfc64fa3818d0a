import type { Refusal } from '@temps-mort/rules';
import type { NameLookup } from '../lib/i18n';
import { useGmT } from '../lib/i18nGm';
import { useRuleWords } from '../lib/ruleWords';
import { RuleTag } from './RuleTag';

/**
 * What the rules engine will refuse, said before anything is sent (the same refusal the API would
 * answer with a 422), with its rule id. Linked to the button it disables via `id`. (GM tools:
 * the ledger, the dice.)
 */
export function RefusalNote({ refusal, id, names }: { refusal: Refusal | null; id?: string; names?: NameLookup }) {
  const { t } = useGmT();
  const words = useRuleWords();
  if (refusal === null) return null;
  return (
    <p className="refusal-note" id={id} data-rule={refusal.rule}>
      <span aria-hidden="true">⚠ </span>
      <RuleTag rule={refusal.rule} />{' '}
      {/* Its words load on demand: the rule's tag alone for that moment, never the engine's code. */}
      {words ? t('common.rulesWillRefuse', { message: words.refusal(refusal, names) }) : null}
    </p>
  );
}

/** The words of a refusal about this character name it (not its id). */
export function characterNames(character: { readonly id: string; readonly name: string }): NameLookup {
  return { character: (id) => (id === character.id ? character.name : undefined) };
}
