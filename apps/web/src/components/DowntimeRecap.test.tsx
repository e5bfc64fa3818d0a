import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DowntimeChangesAnswer } from '@temps-mort/contract';
import { setFetch } from '../lib/api';
import { downtimeChangesKey } from '../lib/downtimeChanges';
import { QueryClient, QueryProvider } from '../lib/query';
import { json, restoreFetch } from '../test/fakeApi';
import { renderIn } from '../test/render';
import { sampleSheet } from '../test/sampleSheet';
import DowntimeRecap from './DowntimeRecap';

afterEach(() => restoreFetch());

const answer: DowntimeChangesAnswer = {
  downtime: 3,
  changes: [
    { what: 'rep', of: null, before: 0, after: 4 },
    { what: 'coin', of: null, before: 3, after: 13 },
    { what: 'characterCoin', of: 'pc-1', before: 0, after: 2 },
    { what: 'heat', of: null, before: 7, after: 1 },
    { what: 'wanted', of: null, before: 1, after: 2 },
    { what: 'harm', of: 'pc-2', before: 0, after: 1 },
    { what: 'hold', of: null, before: 'strong', after: 'weak' },
  ],
};

/** Answers GET …/downtime/changes with `answers` in turn (the last one again); records each request's path and credentials. */
function serveChanges(...answers: DowntimeChangesAnswer[]) {
  const seen: { path: string; authorization: string | null }[] = [];
  setFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    seen.push({ path: url.pathname, authorization: new Headers(init?.headers).get('authorization') });
    return url.pathname === '/api/crews/crew-1/downtime/changes' ? json(answers[Math.min(seen.length, answers.length) - 1]) : json({ error: 'not_found', resource: 'route' }, 404);
  });
  return seen;
}

describe('DowntimeRecap: the downtime’s recap on the players’ phones', () => {
  it('says what the downtime changed in players’ words, characters by name, with the link’s token', async () => {
    const seen = serveChanges(answer);
    renderIn('fr', <DowntimeRecap sheet={sampleSheet()} token="tok-123" />);
    const recap = await screen.findByRole('region', { name: 'Ce que le temps mort n° 3 a changé' });
    expect(within(recap).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Renom\u00a0: 0 → 4',
      'Argent de la bande\u00a0: 3 → 13',
      'Argent (Arlette)\u00a0: 0 → 2',
      'Raffut\u00a0: 7 → 1',
      'Avis de recherche\u00a0: 1 → 2',
      'Blessures (Basile)\u00a0: 0 → 1',
      'Assise\u00a0: Forte → Faible',
    ]);
    // Never an engine code, an id or a rule id on the players' screen.
    expect(recap.textContent).not.toMatch(/characterCoin|pc-\d|\b[A-Z]\d\b|strong|weak/);
    expect(seen).toEqual([{ path: '/api/crews/crew-1/downtime/changes', authorization: 'Bearer tok-123' }]);
  });

  it('names a faction’s relations, a project’s progress, an attribute’s circles, a skill and a clock, each by its name', async () => {
    serveChanges({
      downtime: 3,
      changes: [
        { what: 'factionStatus', of: 'f1', before: -2, after: -3 },
        { what: 'clock', of: 'k1', before: '2/6', after: '4/6' },
        { what: 'attribute', of: 'pc-1', part: 'insight', before: '2/4', after: '4/4' },
        { what: 'skill', of: 'pc-1', part: 'hunt', before: 1, after: 2 },
        { what: 'project', of: 'pc-1', part: 'p1', before: '3/8', after: '6/8' },
        { what: 'harmLevel', of: 'pc-1', part: '3', before: 1, after: 0 },
      ],
    });
    renderIn('fr', <DowntimeRecap sheet={sampleSheet()} />);
    const recap = await screen.findByRole('region', { name: 'Ce que le temps mort n° 3 a changé' });
    expect(within(recap).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Relations (Les Lampions)\u00a0: \u22122 → \u22123',
      'Contrat (La Garde se rapproche)\u00a0: 2/6 → 4/6',
      'Perspicacité (Arlette)\u00a0: 2/4 → 4/4',
      'Chasser (Arlette)\u00a0: 1 → 2',
      'Projet «\u00a0Carte des égouts\u00a0» (Arlette)\u00a0: 3/8 → 6/8',
      'Blessures de niveau 3 (Arlette)\u00a0: 1 → 0',
    ]);
    expect(recap.textContent).not.toMatch(/\b(f1|k1|p1|insight|hunt)\b/);
  });

  it('follows the sheet: a new version asks again and shows the new recap in place', async () => {
    const seen = serveChanges(answer, { downtime: 3, changes: [{ what: 'rep', of: null, before: 0, after: 5 }] });
    const client = new QueryClient();
    const sheet = sampleSheet();
    const { rerender } = renderIn('en', <DowntimeRecap sheet={sheet} />, client);
    expect(await screen.findByText('Rep: 0 → 4')).toBeTruthy();
    rerender(
      <QueryProvider client={client}>
        <DowntimeRecap sheet={{ ...sheet, version: sheet.version + 1 }} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Rep: 0 → 5')).toBeTruthy();
    expect(screen.queryByText('Rep: 0 → 4')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('says when nothing moved, and shows nothing before the first downtime', async () => {
    serveChanges({ downtime: 1, changes: [] });
    const { unmount } = renderIn('en', <DowntimeRecap sheet={sampleSheet()} />);
    expect(await screen.findByText('Nothing moved during this downtime.')).toBeTruthy();
    unmount();
    serveChanges({ downtime: 0, changes: [] });
    const { container, client } = renderIn('en', <DowntimeRecap sheet={sampleSheet()} />);
    await waitFor(() => expect(client.getData(downtimeChangesKey('crew-1'))).toEqual({ downtime: 0, changes: [] }));
    expect(container.textContent).toBe('');
  });
});
