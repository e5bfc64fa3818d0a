/**
 * The web build's server renderer (built into `dist/ssr/entry-server.mjs` by vite.config.ts's
 * `serverRenderer`; loaded by apps/api/src/plugins/playerPage.ts): the players' crew sheet drawn
 * to HTML by the app's own components, from the API's answers for the link (./playerPage.ts).
 *
 * React's `prerender` waits for every lazy part of the sheet (its characters, its rolls), so the
 * HTML holds the whole sheet; what needs another request (a followed ledger, a downtime's recap)
 * is drawn as the browser would draw it while that request is on its way.
 */
import { prerender } from 'react-dom/static';
import type { PlayerPageAnswers, PlayerPageRenderer, PlayerPageRequest, RenderedPlayerPage } from '@temps-mort/contract';
import { crewKey, type CrewSheet } from '../lib/crew';
import { translator } from '../lib/i18n';
import { localeOf } from '../lib/lang';
import { QueryClient } from '../lib/query';
import { RenderedApp } from './RenderedApp';
import { FIRST_READS, nextReads, pageLang, seedPlayerPage, serializeState, type PlayerPageState } from './playerPage';

async function render(request: PlayerPageRequest, answers: PlayerPageAnswers): Promise<RenderedPlayerPage> {
  const lang = pageLang(request.langCookie, request.acceptLanguage);
  const state: PlayerPageState = { path: request.path, token: request.token, lang, renderedAt: request.renderedAt, answers };
  // The page's own cache, its clock stopped at the answers' time: nothing here is shared between pages.
  const client = new QueryClient(() => request.renderedAt);
  const crewId = seedPlayerPage(client, state);
  const sheet = crewId === null ? undefined : client.getData<CrewSheet>(crewKey(crewId));
  const t = translator(lang).t;
  // Any part that fails to draw fails the page: the API then serves the app, which draws it itself.
  let failure: unknown = null;
  const { prelude } = await prerender(<RenderedApp page={state} client={client} />, {
    onError: (error) => void (failure ??= error),
    // Every part in place, in order: React would otherwise send a big part after the rest with a
    // script to move it in (an inline script the page's CSP refuses, and a paint that needs JS).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
  const html = await new Response(prelude).text();
  return {
    lang: localeOf(lang).slice(0, 2),
    title: sheet ? t('app.pageTitle', { page: sheet.crew.name }) : t('app.name'),
    html,
    state: serializeState(state),
  };
}

export const renderer: PlayerPageRenderer = { firstReads: FIRST_READS, nextReads, render };
