import type { LiveState } from '../lib/live';
import { timeOfDay } from '../lib/format';
import { KEPT_TIME } from '../lib/keptPage';
import { useT } from '../lib/i18n';
import { useHydrated } from '../lib/rendered';

const SINCE = ' — ';

export interface LiveIndicatorProps {
  readonly state: LiveState;
  /** When the data on screen left the server (ms since epoch), null if unknown. */
  readonly updatedAt: number | null;
  /** What is shown from the last answer when offline: the crew sheet (default) or a wizard's ledger. */
  readonly shows?: 'sheet' | 'ledger';
}

/**
 * "● Live" while the stream is open; "◌ Connecting…" until it first opens; otherwise "○ Offline: last known sheet — Updated 14:05" (or
 * "◌ Connection lost, retrying… — Updated 14:05"). A symbol and words, never colour alone;
 * announced politely.
 *
 * The "— Updated 14:05" part is always there, empty until it says something: on a page the
 * service worker kept (its sheet may be older than the server's), the boot script fills it in
 * before the app has hydrated (src/boot.ts, with the words of its `data-kept-words`), so the page says
 * from its first paint when its sheet was drawn. The hydration leaves that text as it is (the time
 * of day is the device's, unknown to the server); once hydrated the part is React's own node, which
 * says it itself (or nothing, once live).
 */
export function LiveIndicator({ state, updatedAt, shows = 'sheet' }: LiveIndicatorProps) {
  const { t } = useT();
  // The time of day is the device's (its time zone): never in a page the server drew.
  const hydrated = useHydrated();
  const text =
    state === 'online' ? t('live.connected') : state === 'connecting' ? t('live.connecting') : state === 'reconnecting' ? t('live.reconnecting') : t(shows === 'ledger' ? 'live.offlineLedger' : 'live.offline');
  const at = hydrated && state !== 'online' && updatedAt ? t('live.updatedAt', { time: timeOfDay(updatedAt) }) : null;
  return (
    <p className="live" data-state={state} role="status">
      <span className="live-dot" aria-hidden="true">
        {state === 'online' ? '●' : state === 'offline' ? '○' : '◌'}
      </span>{' '}
      {text}
      {/* Hydrated as the page has it (what the boot script wrote included), then React's own node. */}
      <span key={hydrated ? 'device' : 'page'} className="live-at" data-kept-words={`${SINCE}${t('live.updatedAt', { time: KEPT_TIME })}`} suppressHydrationWarning>
        {at ? `${SINCE}${at}` : ''}
      </span>
    </p>
  );
}
