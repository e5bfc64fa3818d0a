import type { NetChange } from '@temps-mort/rules';
import { formatNetChange, t } from '@temps-mort/i18n/changes';
import { useT, type NameLookup } from '../lib/i18n';

/**
 * What moved, one line each ("Argent de la bande : 3 → 13", "Relations (Les Lampions) : 0 → −1"): a step of
 * the campaign's history, a whole downtime for the GM or on the players' phones. Its words come
 * with it (@temps-mort/i18n/changes), not with the phone's first paint.
 */
export function NetChangeList({ changes, names }: { changes: readonly NetChange[]; names?: NameLookup }) {
  const { lang } = useT();
  if (changes.length === 0) return null;
  return (
    <ul className="net-changes" aria-label={t('changes.list', lang)}>
      {changes.map((change) => (
        <li key={`${change.what}-${change.of ?? ''}-${change.part ?? ''}`}>{formatNetChange(change, lang, names)}</li>
      ))}
    </ul>
  );
}
