import { Placeholder } from '../../components/Placeholder';
import { useGmT } from '../../lib/i18nGm';
import type { RouteProps } from '../../lib/router';

/** The crew's events and rolls, filterable, each with its reasons (crew `params.id`). */
export default function HistoryRoute(_props: RouteProps) {
  const { t } = useGmT();
  return <Placeholder title={t('history.title')} />;
}
