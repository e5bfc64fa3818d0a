import { useGmT } from '../../lib/i18nGm';
import type { IssuedShareLink } from '../../lib/shareLinks';
import { OneTimeLink } from './OneTimeLink';

/** A share link just created or replaced: its address and QR code, shown once. */
export function IssuedLink({ link, onClose }: { link: IssuedShareLink; onClose: () => void }) {
  const { t } = useGmT();
  const label = link.label ?? t('share.unnamed');
  return (
    <OneTimeLink
      url={link.url}
      linkId={link.id}
      words={{ title: t('share.new', { label }), warning: t('share.shownOnce'), urlLabel: t('share.url'), qrAlt: t('share.qr.alt', { label }), qrCaption: t('share.qr') }}
      onClose={onClose}
    />
  );
}
