import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { useGmT } from '../../lib/i18nGm';

const QrCode = lazy(() => import('./QrCode'));

export interface OneTimeLinkWords {
  readonly title: string;
  /** Why it must be copied now (the server keeps only a hash). */
  readonly warning: ReactNode;
  readonly urlLabel: string;
  readonly qrAlt: string;
  readonly qrCaption: string;
}

/**
 * A link just made — a player's share link, an invitation — shown the only time its address exists
 * on screen: the address to copy and its QR code for a phone at the table. `linkId` names the link:
 * a new one takes the keyboard's focus.
 */
export function OneTimeLink({ url, linkId, words, onClose }: { url: string; linkId: string; words: OneTimeLinkWords; onClose: () => void }) {
  const { t } = useGmT();
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  // A new link appeared: keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [linkId]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('done');
    } catch {
      setCopy('failed');
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section className="issued-link" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {words.title}
      </h4>
      <p className="issued-warning">
        <span aria-hidden="true">⚠ </span>
        {words.warning}
      </p>
      <div className="issued-body">
        <div className="issued-url">
          <div className="field">
            <label htmlFor={`${id}-url`}>{words.urlLabel}</label>
            <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
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
            <QrCode text={url} label={words.qrAlt} />
          </Suspense>
          <figcaption>{words.qrCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
