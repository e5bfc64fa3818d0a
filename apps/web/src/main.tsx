import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startPlayerSheet } from './features/crew/playerStart';
import { queryClient } from './lib/query';
import { registerServiceWorker } from './app/registerServiceWorker';
import { loadRuleWords } from './lib/ruleWords';
import { useAppStore } from './stores';
import './styles.css';

// Before the first paint: the remembered (or the browser's) language.
document.documentElement.lang = useAppStore.getState().lang;

// A player's crew sheet: its request leaves now, while React boots (and a kept sheet paints at once).
startPlayerSheet(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// After the first paint, when the browser is idle: the words of reasons and errors (lazy chunk).
const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
idle(() => void loadRuleWords().catch(() => undefined));

if (import.meta.env.PROD) registerServiceWorker();
