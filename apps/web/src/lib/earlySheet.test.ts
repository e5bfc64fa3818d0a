import { afterEach, describe, expect, it } from 'vitest';
import { call, setFetch, urlOf } from './api';
import { crewSheetPath, sendEarlySheet, sharedSheetPath, takeEarly } from './earlySheet';

const TOKEN = 'tok_0123456789abcdefABCDEF';

function recorder() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const send: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify({ sent: calls.length }), { status: 200 });
  };
  return { calls, send };
}

afterEach(() => {
  window.__tmEarly = undefined;
  window.history.replaceState(null, '', '/');
  setFetch((...args) => globalThis.fetch(...args));
});

describe('the early sheet request (sent by the boot script, taken over by the app)', () => {
  it('asks what the app would: the routes crew.sheet and crew.linkSheet, written out for the boot script', () => {
    expect(crewSheetPath('crew 1/é')).toBe(urlOf('crew.sheet', { params: { crewId: 'crew 1/é' } }));
    expect(sharedSheetPath).toBe(urlOf('crew.linkSheet', {}));
  });

  it('a first visit of /share#token=…: GET /api/share/sheet with the token as Bearer', () => {
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    const { calls, send } = recorder();
    const early = sendEarlySheet('/share', send);
    expect(early).toMatchObject({ path: '/api/share/sheet', token: TOKEN, crewId: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/share/sheet');
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json', authorization: `Bearer ${TOKEN}` });
    expect(sessionStorage.getItem('tm.shareToken')).toBe(TOKEN);
  });

  it('a link whose crew this device knows: GET /api/crews/:id', () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew 1' }));
    const { calls, send } = recorder();
    expect(sendEarlySheet(`/s/${TOKEN}`, send)).toMatchObject({ path: '/api/crews/crew%201', crewId: 'crew 1' });
    expect(calls.map((c) => c.url)).toEqual(['/api/crews/crew%201']);
  });

  it('sends nothing on the GM’s pages, nor on a player page without a token', () => {
    const { calls, send } = recorder();
    expect(sendEarlySheet('/crews/c1', send)).toBeNull();
    expect(sendEarlySheet('/', send)).toBeNull();
    expect(sendEarlySheet('/s', send)).toBeNull();
    expect(calls).toEqual([]);
    expect(window.__tmEarly).toBeUndefined();
  });

  it('is taken once, and only by the same request', () => {
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    const { send } = recorder();
    sendEarlySheet('/share', send);
    expect(takeEarly('GET', '/api/share/sheet', 'another-token-0123456789')).toBeNull();
    expect(takeEarly('POST', '/api/share/sheet', TOKEN)).toBeNull();
    expect(takeEarly('GET', '/api/crews/crew-1', TOKEN)).toBeNull();
    expect(takeEarly('GET', '/api/share/sheet', TOKEN)).toBeInstanceOf(Promise);
    expect(takeEarly('GET', '/api/share/sheet', TOKEN)).toBeNull();
  });

  it("lib/api.ts's request answers with it instead of asking again", async () => {
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    const early = recorder();
    sendEarlySheet('/share', early.send);
    const later = recorder();
    setFetch(later.send);
    expect(await call('crew.linkSheet', {}, { token: TOKEN })).toEqual({ sent: 1 });
    expect(later.calls).toEqual([]);
    // The next one goes to the network.
    expect(await call('crew.linkSheet', {}, { token: TOKEN })).toEqual({ sent: 1 });
    expect(later.calls).toHaveLength(1);
  });

  it('a failed early request is the failure of the request that takes it (never an unhandled rejection)', async () => {
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    sendEarlySheet('/share', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('crew.linkSheet', {}, { token: TOKEN })).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
