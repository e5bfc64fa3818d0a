import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { useGmT } from '../../lib/i18nGm';
import type { IssuedShareLink } from '../../lib/shareLinks';

const QrCode = lazy(() => import('./QrCode'));

/**
 * A link just created or replaced: the only time its address exists on screen (the server keeps
 * only a hash). The address to copy, and its QR code for phones at the table.
 */
export function IssuedLink({ link, onClose }: { link: IssuedShareLink; onClose: () => void }) {
  const { t } = useGmT();
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const label = link.label ?? t('share.unnamed');
  // A new link appeared: keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [link.id]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('done');
    } catch {
      setCopy('failed');
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section className="issued-link" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>{t('share.new', { label })}</h4>
      <p className="issued-warning">
        <span aria-hidden="true">⚠ </span>
        {t('share.shownOnce')}
      </p>
      <div className="issued-body">
        <div className="issued-url">
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('share.url')}</label>
            <input id={`${id}-url`} type="text" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          </div>
          <div className="actions">
            <Button variant="primary" onClick={() => void copyLink()}>
              {t('share.copy')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
          <p role="status" className={copy === 'failed' ? 'field-error' : 'settings-ok'}>
            {copy === 'done' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : null}
          </p>
        </div>
        <figure className="issued-qr">
          <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
            <QrCode text={link.url} label={t('share.qr.alt', { label })} />
          </Suspense>
          <figcaption>{t('share.qr')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
