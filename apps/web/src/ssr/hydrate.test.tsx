/**
 * The players' sheet the server draws (./entry-server.tsx) and the browser hydrates (src/main.tsx,
 * through ./RenderedApp.tsx): the markup is the whole sheet, React takes it over without a single
 * mismatch (nothing redrawn, no warning), and the page then lives as a page the browser drew.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerPageAnswers } from '@temps-mort/contract';
import { setFetch } from '../lib/api';
import { crewKey, crewRollsPath, toCrewSheet } from '../lib/crew';
import { QueryClient } from '../lib/query';
import { useAppStore } from '../stores';
import { FakeEventSource } from '../test/fakeEventSource';
import { json } from '../test/fakeApi';
import { sampleRolls, sampleSheetJson } from '../test/sampleSheet';
import { renderer } from './entry-server';
import { timeOfDay } from '../lib/format';
import { pageLang, readPlayerPageState, seedPlayerPage, STATE_ELEMENT_ID, type PlayerPageState } from './playerPage';
import { RenderedApp } from './RenderedApp';

const TOKEN = 'tok_0123456789abcdefABCDEF';
const RENDERED_AT = Date.UTC(2025, 10, 30, 10, 6);

function answers(systems: readonly string[] = ['downtime', 'd100']): PlayerPageAnswers {
  const sheet = sampleSheetJson();
  const rolls = sampleRolls();
  return {
    '/api/share/sheet': sheet,
    '/api/auth/me': { kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: 'pc-2', wizardId: null, systems },
    [crewRollsPath('camp-1', 'crew-1')]: rolls,
  };
}

beforeAll(async () => {
  // The sheet's one lazy part (the complex actions), loaded once up front: a transform under a
  // loaded test run must not eat a test's wait.
  await import('../features/crew/components/CrewComplexActions');
});

/**
 * What React says while hydrating, but for the one warning of this test's own set-up: it runs the
 * server's renderer and the browser's in one process (a phone only ever runs the second).
 */
function collectErrors(): unknown[] {
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) return;
    errors.push(args);
  });
  return errors;
}

let root: Root | null = null;

/** Hydrates the page served with its state, as src/main.tsx does; answers what React said meanwhile. */
async function hydrateServed(container: HTMLElement, state: PlayerPageState): Promise<{ errors: unknown[] }> {
  const client = new QueryClient();
  seedPlayerPage(client, state);
  const errors = collectErrors();
  await act(async () => {
    root = hydrateRoot(container, <RenderedApp page={state} client={client} />, { onRecoverableError: (e) => void errors.push(e) });
  });
  return { errors };
}

beforeAll(() => {
  // hydrateRoot under act(), as @testing-library's render does.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  setFetch(async () => json([]));
  useAppStore.getState().setLang('fr');
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

describe('pageLang: the language a page is drawn in', () => {
  it('the browser’s chosen language (its cookie) first, else Accept-Language by its weights', () => {
    expect(pageLang('en', 'fr-FR,fr;q=0.9')).toBe('en');
    expect(pageLang(null, 'de-DE, en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(pageLang(null, 'fr;q=0, en-GB')).toBe('en');
    expect(pageLang('xx', 'fr-CA')).toBe('fr');
    expect(pageLang(null, null)).toBe('en');
  });
});

describe('nextReads: what the page reads after the sheet and the link', () => {
  it('the crew’s recent rolls, and its complex actions only when the campaign plays d100', () => {
    expect(renderer.firstReads).toEqual(['/api/share/sheet', '/api/auth/me']);
    const withD100 = renderer.nextReads(answers());
    expect(withD100).toEqual([crewRollsPath('camp-1', 'crew-1'), '/api/campaigns/camp-1/complex-actions?crewId=crew-1']);
    expect(renderer.nextReads(answers(['downtime']))).toEqual([crewRollsPath('camp-1', 'crew-1')]);
    expect(renderer.nextReads({})).toEqual([]);
  });
});

describe('a sheet drawn by the server, hydrated by the browser', () => {
  async function serve(lang: 'fr' | 'en' = 'fr') {
    const page = await renderer.render(
      { path: `/s/${TOKEN}`, token: TOKEN, langCookie: lang, acceptLanguage: null, renderedAt: RENDERED_AT },
      answers(['downtime']),
    );
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${page.state}</script>`;
    return page;
  }

  it('holds the whole sheet in its HTML: the crew, every character (the link’s own first), the recent rolls', async () => {
    const page = await serve();
    expect(page.lang).toBe('fr');
    expect(page.title).toBe('Les Corbeaux · Temps Mort');
    const root = document.getElementById('root') as HTMLElement;
    expect(root.querySelector('h1')?.textContent).toBe('Les Corbeaux');
    const cards = [...root.querySelectorAll('section.pc')];
    expect(cards.map((c) => c.querySelector('.pc-head')?.textContent ?? '').join(' | ')).toMatch(/^Basile.*C’est vous.* \| Arlette/);
    expect(cards[0]?.id).toBe('my-character');
    expect(root.textContent).toContain('Réduire le raffut');
    // Connecting, and no time of day: the server does not know the phone's time zone.
    expect(root.querySelector('p.live')?.getAttribute('data-state')).toBe('connecting');
    expect(root.querySelector('.live-at')?.textContent).toBe('');
  });

  it('is hydrated without a mismatch: no node redrawn, no warning; then it is live', async () => {
    await serve();
    const container = document.getElementById('root') as HTMLElement;
    const heading = container.querySelector('h1');
    // Past the sheet's head: hydrated in React's second pass (components/CrewSheet.tsx).
    const gauges = container.querySelector('section.gauges');
    const errors = collectErrors();
    const state = readPlayerPageState();
    expect(state).not.toBeNull();
    if (!state) return;
    const client = new QueryClient();
    expect(seedPlayerPage(client, state)).toBe('crew-1');
    await act(async () => {
      root = hydrateRoot(container, <RenderedApp page={state} client={client} />, {
        onRecoverableError: (error) => void errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // The same node, taken over (a redraw would have replaced it).
    expect(container.querySelector('h1')).toBe(heading);
    expect(gauges).not.toBeNull();
    expect(container.querySelector('section.gauges')).toBe(gauges);

    // Live: the stream opens (its module loaded by the hydrated effect), a GM's step arrives.
    await act(async () => {
      await vi.waitFor(() => FakeEventSource.last());
    });
    const stream = FakeEventSource.last();
    expect(stream.url).toBe(`/api/crews/crew-1/stream?token=${TOKEN}`);
    act(() => stream.open());
    expect(container.querySelector('p.live')?.getAttribute('data-state')).toBe('online');
    const changed = { ...sampleSheetJson(), version: 13 };
    changed.crew = { ...changed.crew, coin: 9, rep: 11 };
    act(() => client.setData(crewKey('crew-1'), toCrewSheet(changed)));
    expect(container.querySelector('.stats')?.textContent).toContain('9');
    expect(container.querySelector('section.gauges')).toBe(gauges);
    expect(gauges?.querySelector('.gauge-number')?.textContent).toBe('11');
    expect(errors).toEqual([]);
  });

  it('a page the service worker kept: the time the boot script wrote in its status line hydrates as it is, then the line says it itself', async () => {
    await serve();
    const container = document.getElementById('root') as HTMLElement;
    const state = readPlayerPageState();
    if (!state) throw new Error('no state');
    // What src/boot.ts does on a kept page (`data-kept`) before the app has arrived.
    const at = container.querySelector<HTMLElement>('p.live .live-at');
    const words = at?.dataset.keptWords ?? '';
    expect(words).toBe(' — Mise à jour {time}');
    if (at) at.textContent = words.replace('{time}', timeOfDay(RENDERED_AT));
    const written = container.querySelector('p.live')?.textContent;
    const { errors } = await hydrateServed(container, state);
    expect(errors).toEqual([]);
    // Hydrated, not yet live: React's own line says the same.
    expect(container.querySelector('p.live')?.textContent).toBe(written);
    // Live: the time is gone.
    await act(async () => {
      await vi.waitFor(() => FakeEventSource.last());
    });
    act(() => FakeEventSource.last().open());
    expect(container.querySelector('p.live')?.textContent).toBe('● En direct');
  });

  it('a roll’s time of day: drawn by a server in UTC, hydrated by a phone in Paris without a mismatch, then the phone’s own time', async () => {
    try {
      // Node reads TZ again when it is set: the server's zone, then the phone's.
      vi.stubEnv('TZ', 'UTC');
      await serve();
      const container = document.getElementById('root') as HTMLElement;
      // The server does not know the phone's time zone: the roll's time is not in its page.
      expect(container.querySelector('.rolls time')?.textContent ?? '').not.toMatch(/\d\d:\d\d/);
      const state = readPlayerPageState();
      if (!state) throw new Error('no state');
      vi.stubEnv('TZ', 'Europe/Paris');
      const { errors } = await hydrateServed(container, state);
      expect(errors).toEqual([]);
      // 10:05 UTC is 11:05 in Paris in November.
      expect(container.querySelector('.rolls time')?.textContent).toContain('11:05');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('drawn in English when that is the browser’s choice; the language switch still works after hydration', async () => {
    useAppStore.getState().setLang('en');
    await serve('en');
    const container = document.getElementById('root') as HTMLElement;
    const state = readPlayerPageState();
    if (!state) throw new Error('no state');
    const { errors } = await hydrateServed(container, state);
    expect(errors).toEqual([]);
    expect(container.querySelector('.skip-link')?.textContent).toBe('Skip to content');
    const fr = container.querySelector<HTMLButtonElement>('button[lang="fr"]');
    act(() => fr?.click());
    expect(container.querySelector('.skip-link')?.textContent).toBe('Aller au contenu');
  });
});
