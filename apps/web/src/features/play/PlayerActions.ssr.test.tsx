/**
 * « My actions » is the browser's alone (issue 36): the page the server draws for a link that may
 * act is the very page it draws for one that may not, it hydrates without a mismatch, and the
 * section comes only afterwards (its own chunk).
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerPageAnswers } from '@temps-mort/contract';
import { setFetch } from '../../lib/api';
import { crewRollsPath } from '../../lib/crew';
import { QueryClient } from '../../lib/query';
import { useAppStore } from '../../stores';
import { renderer } from '../../ssr/entry-server';
import { readPlayerPageState, seedPlayerPage, STATE_ELEMENT_ID } from '../../ssr/playerPage';
import { RenderedApp } from '../../ssr/RenderedApp';
import { FakeEventSource } from '../../test/fakeEventSource';
import { json } from '../../test/fakeApi';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';

const TOKEN = 'tok_0123456789abcdefABCDEF';
const RENDERED_AT = Date.UTC(2025, 10, 30, 10, 6);
const NOTHING = { propose: false, roll: false, editTexts: false };
const ALL = { propose: true, roll: true, editTexts: true };

function answers(may: typeof ALL): PlayerPageAnswers {
  const me = { kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: 'pc-1', wizardId: null, systems: ['downtime'], may, ...(may.propose ? { tableRules: {} } : {}) };
  return { '/api/share/sheet': sampleSheetJson(), '/api/auth/me': me, [crewRollsPath('camp-1', 'crew-1')]: sampleRolls() };
}

async function draw(may: typeof ALL) {
  return renderer.render({ path: `/s/${TOKEN}`, token: TOKEN, langCookie: 'fr', acceptLanguage: null, renderedAt: RENDERED_AT }, answers(may));
}

let root: Root | null = null;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([import('./PlayerActions'), import('../crew/components/CrewComplexActions')]);
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

describe('« my actions » and the page the server draws', () => {
  it('is not in the drawn page: a link that may act gets the same HTML as one that may not', async () => {
    const acting = await draw(ALL);
    const watching = await draw(NOTHING);
    expect(acting.html).toBe(watching.html);
    expect(acting.html).not.toContain('Mes actions');
  });

  it('comes once the page is hydrated, without a mismatch', async () => {
    const page = await draw(ALL);
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${page.state}</script>`;
    const container = document.getElementById('root') as HTMLElement;
    const heading = container.querySelector('h1');
    const state = readPlayerPageState();
    if (!state) throw new Error('no state');
    const client = new QueryClient();
    seedPlayerPage(client, state);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // This test's own set-up: the server's renderer and the browser's in one process.
      if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) return;
      errors.push(args);
    });
    await act(async () => {
      root = hydrateRoot(container, <RenderedApp page={state} client={client} />, { onRecoverableError: (e) => void errors.push(e) });
    });
    await act(async () => {
      await vi.waitFor(() => expect(container.querySelector('section.play-actions h2')?.textContent).toBe('Mes actions'));
    });
    expect(errors).toEqual([]);
    // The page taken over, not redrawn.
    expect(container.querySelector('h1')).toBe(heading);
  });
});
