import { Placeholder } from '../../components/Placeholder';
import { useT } from '../../lib/i18n';
import type { RouteProps } from '../../lib/router';

/**
 * The GM's downtime walkthrough for crew `params.id`: payoff → heat → incarceration → entanglement
 * → activities, one screen per step, with odds before each roll and reasons after. Reads the sheet
 * with `useCrewSheet` (lib/crew) and writes with `useMutation`, invalidating `crewKey(id)`.
 */
export default function DowntimeRoute(_props: RouteProps) {
  const { t } = useT();
  return <Placeholder title={t('nav.downtime')} />;
}
