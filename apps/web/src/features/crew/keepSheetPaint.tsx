import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LiveIndicator } from '../../components/LiveIndicator';
import { keepPaint } from '../../lib/keptPaint';
import { whenIdle } from '../../lib/whenIdle';

/** The status line a kept copy shows: "connecting… — updated at <now>", drawn by the real widget. */
function connectingStatusHtml(updatedAt: number): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<LiveIndicator state="connecting" updatedAt={updatedAt} />));
  const html = host.innerHTML;
  root.unmount();
  return html;
}

const idle = (fn: () => void): (() => void) => whenIdle(fn, 2_000);

/**
 * Keeps a copy of the player's sheet as drawn (lib/keptPaint.ts), for the next visit's first paint:
 * after each change of what is shown (`shown`: the sheet, its rolls, the language…), when the
 * browser is idle.
 */
export function useKeepSheetPaint(crewId: string | null, shown: readonly unknown[]): void {
  useEffect(() => {
    if (crewId === null) return undefined;
    return idle(() => {
      const root = document.getElementById('root');
      if (root) keepPaint(crewId, root, connectingStatusHtml(Date.now()));
    });
  }, [crewId, ...shown]);
}
