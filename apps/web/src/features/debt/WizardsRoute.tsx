import { Placeholder } from '../../components/Placeholder';
import { useGmT } from '../../lib/i18nGm';

/** The Frostgrave ledger: wizards, markers against level, favours, paying off, collection. */
export default function WizardsRoute() {
  const { t } = useGmT();
  return <Placeholder title={t('debt.title')} />;
}
