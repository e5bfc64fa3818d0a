import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startPlayerSheet } from './features/crew/playerStart';
import { queryClient } from './lib/query';
import { rememberCrewOf, setShareToken, tokenFromHash } from './lib/shareToken';
import { readPlayerPageState, seedPlayerPage, type PlayerPageState } from './ssr/playerPage';
import { RenderedApp } from './ssr/RenderedApp';
import { registerServiceWorker, reloadWhenChunksAreGone } from './app/registerServiceWorker';
import { loadRuleWords } from './lib/ruleWords';
import { whenIdle } from './lib/whenIdle';
import { useAppStore } from './stores';
import './styles.css';

// The language is also a cookie: the server draws a player's sheet in it (src/ssr/).
const rememberLang = (lang: string) => {
  document.cookie = `tm_lang=${lang}; Path=/; Max-Age=34560000; SameSite=Lax`;
};
rememberLang(useAppStore.getState().lang);
useAppStore.subscribe((state, before) => {
  if (state.lang !== before.lang) rememberLang(state.lang);
});

/**
 * A player's sheet the server drew (src/ssr/playerPage.ts): its answers go in the cache and React
 * hydrates the page — unless this tab was opened with another link (`/share#token=…` while the
 * server drew the browser's last one), which is then drawn from scratch.
 */
function renderedPage(): PlayerPageState | null {
  const state = readPlayerPageState();
  if (!state) return null;
  const asked = tokenFromHash(window.location.hash);
  if (asked !== null && asked !== state.token) return null;
  setShareToken(state.token);
  const crewId = seedPlayerPage(queryClient, state);
  if (crewId === null) return null;
  rememberCrewOf(state.token, crewId);
  return state;
}
const rendered = renderedPage();

// Before the first paint: the remembered (or the browser's) language.
if (!rendered) document.documentElement.lang = useAppStore.getState().lang;

// A player's crew sheet: its request leaves now, while React boots.
if (!rendered) startPlayerSheet(queryClient);

function start(root: HTMLElement): void {
  if (rendered) {
    // As a transition, the hydration yields to the browser every few milliseconds (no long task on a phone).
    startTransition(() => {
      hydrateRoot(root, <RenderedApp page={rendered} />);
    });
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
const root = document.getElementById('root');
if (root) start(root);

// After the first paint, when the browser is idle: the words of reasons and errors (lazy chunk).
whenIdle(() => void loadRuleWords().catch(() => undefined), 2_000);

if (import.meta.env.PROD) {
  registerServiceWorker();
  reloadWhenChunksAreGone();
}
