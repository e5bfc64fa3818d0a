import { Placeholder } from '../../components/Placeholder';
import { useGmT } from '../../lib/i18nGm';

/** Campaign settings: table rules with their French source sentences, share links and QR codes, export/import, backup. */
export default function SettingsRoute() {
  const { t } = useGmT();
  return <Placeholder title={t('settings.title')} />;
}
