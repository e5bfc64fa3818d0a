import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startPlayerSheet } from './features/crew/playerStart';
import { queryClient } from './lib/query';
import { registerServiceWorker, reloadWhenChunksAreGone } from './app/registerServiceWorker';
import { loadRuleWords } from './lib/ruleWords';
import { useAppStore } from './stores';
import './styles.css';

// Before the first paint: the remembered (or the browser's) language.
document.documentElement.lang = useAppStore.getState().lang;

// A player's crew sheet: its request leaves now, while React boots (and a kept sheet paints at once).
const sheetKey = startPlayerSheet(queryClient);

const FIRST_SHEET_WAIT_MS = 5_000;

/**
 * When the boot script painted the sheet this device last drew (src/boot.ts), React's first render
 * must not replace it with "Loading…": it starts once there is a sheet (kept or fresh) or an error.
 */
async function start(root: HTMLElement): Promise<void> {
  if (window.__tmBoot?.painted && sheetKey) await queryClient.whenSettled(sheetKey, FIRST_SHEET_WAIT_MS);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
const root = document.getElementById('root');
if (root) void start(root);

// After the first paint, when the browser is idle: the words of reasons and errors (lazy chunk).
const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
idle(() => void loadRuleWords().catch(() => undefined));

if (import.meta.env.PROD) {
  registerServiceWorker();
  reloadWhenChunksAreGone();
}
