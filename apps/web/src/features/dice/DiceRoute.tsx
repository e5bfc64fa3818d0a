import { Placeholder } from '../../components/Placeholder';
import { useGmT } from '../../lib/i18nGm';

/** d12 actions and d100 tools, each roll button with its exact odds (OddsBar). */
export default function DiceRoute() {
  const { t } = useGmT();
  return <Placeholder title={t('dice.title')} />;
}
