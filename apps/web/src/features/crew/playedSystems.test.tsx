/**
 * A table that plays the crew's downtime only (chosen at the first run): the players' phones never
 * show the d12 system's parts of a character — Corps, Esprit, Âme, traits, Réconfort, Crainte,
 * points de Destin — neither on the page the server draws nor on the page the browser draws.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { PlayerPageAnswers } from '@temps-mort/contract';
import { App } from '../../app/App';
import { setFetch } from '../../lib/api';
import { crewRollsPath } from '../../lib/crew';
import { QueryClient } from '../../lib/query';
import { renderer } from '../../ssr/entry-server';
import { useAppStore } from '../../stores';
import { json } from '../../test/fakeApi';
import { FakeEventSource } from '../../test/fakeEventSource';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';

const TOKEN = 'tok_0123456789abcdefABCDEF';
/** The d12 system's words on a card (the sample's Arlette has pools, traits, a comfort, a fear and a destiny point). */
const D12_WORDS = /Corps|Esprit|Âme|Destin|Réconfort|Crainte|Médaillon|Les noyés|Crocheteuse/;

const me = (systems: readonly string[]) => ({ kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: null, wizardId: null, systems });

function answers(systems: readonly string[]): PlayerPageAnswers {
  return { '/api/share/sheet': sampleSheetJson(), '/api/auth/me': me(systems), [crewRollsPath('camp-1', 'crew-1')]: sampleRolls() };
}

async function drawn(systems: readonly string[]): Promise<string> {
  const page = await renderer.render({ path: `/s/${TOKEN}`, token: TOKEN, langCookie: 'fr', acceptLanguage: null, renderedAt: Date.UTC(2025, 10, 30, 10, 6) }, answers(systems));
  const container = document.createElement('div');
  container.innerHTML = page.html;
  return container.textContent ?? '';
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useAppStore.getState().setLang('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
  localStorage.removeItem('tm.playerLink');
  sessionStorage.clear();
});

describe('a downtime-only table: the players’ sheet shows no d12 part', () => {
  it('on the page the server draws', async () => {
    const text = await drawn(['downtime']);
    expect(text).toContain('Arlette');
    expect(text).toContain('Charge');
    expect(text).not.toMatch(D12_WORDS);
    // The same sheet at a table that plays the d12 system too: the words are there.
    expect(await drawn(['downtime', 'd12'])).toMatch(/Corps.*Points de Destin/s);
  });

  it('on the page the browser draws, once the link’s systems are known', async () => {
    const asked: string[] = [];
    setFetch(async (input) => {
      const path = String(input).split('?')[0] ?? '';
      asked.push(path);
      if (path === '/api/share/sheet') return json(sampleSheetJson());
      if (path === '/api/campaigns/camp-1/rolls') return json(sampleRolls());
      if (path === '/api/auth/me') return json(me(['downtime']));
      return json({ error: 'not_found', resource: 'route' }, 404);
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const card = await screen.findByRole('region', { name: 'Arlette' });
    await waitFor(() => expect(asked).toContain('/api/auth/me'));
    await waitFor(() => expect(card.textContent).not.toMatch(D12_WORDS));
    expect(card.textContent).toContain('Charge');
  });
});
