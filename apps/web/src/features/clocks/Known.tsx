import { useGmT } from '../../lib/i18nGm';

/** "Known to the players" / "Hidden from players", next to each part the GM sees. */
export function Known({ known }: { known: boolean }) {
  const { t } = useGmT();
  return (
    <span className="badge" data-known={known ? 'true' : 'false'}>
      {known ? t('faction.part.known') : t('faction.part.hidden')}
    </span>
  );
}
