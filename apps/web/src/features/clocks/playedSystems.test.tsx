/**
 * The factions' and the crew's clocks between game nights are the crew's downtime system's: a
 * table that does not play it has no way in from the crew page, and the screen (a bookmark) says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { renderIn } from '../../test/render';
import { FakeEventSource } from '../../test/fakeEventSource';
import { json } from '../../test/fakeApi';
import { sampleCampaign } from '../campaign/testApi';
import { sampleSheetJson } from '../../test/sampleSheet';
import GmCrewRoute from '../crew/GmCrewRoute';
import BetweenNightsRoute from './BetweenNightsRoute';

function serve(systems: ReturnType<typeof sampleCampaign>['systems']) {
  setFetch(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    if (path === '/api/crews/crew-1') return json(sampleSheetJson());
    if (path === '/api/campaigns/current') return json(sampleCampaign({ systems }));
    if (path === '/api/campaigns/camp-1/rolls') return json([]);
    return json({ error: 'not_found', resource: 'route' }, 404);
  });
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
});

describe('between game nights, at a table that does not play the crew’s downtime', () => {
  it('the crew page offers neither the downtime nor the clocks between game nights; a table that plays it does', async () => {
    serve(['d12']);
    const { unmount } = renderIn('en', <GmCrewRoute params={{ id: 'crew-1' }} />);
    expect(await screen.findByRole('link', { name: 'History' })).toBeTruthy();
    // Once the campaign is read, the downtime's ways in are gone.
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Downtime' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Between game nights' })).toBeNull();
    });
    unmount();

    serve(['downtime']);
    renderIn('en', <GmCrewRoute params={{ id: 'crew-1' }} />);
    expect((await screen.findByRole('link', { name: 'Between game nights' })).getAttribute('href')).toBe('/crews/crew-1/between');
  });

  it('the screen itself says the campaign does not play it and leads to the settings', async () => {
    serve(['d12', 'd100']);
    renderIn('en', <BetweenNightsRoute params={{ id: 'crew-1' }} />);
    expect(await screen.findByText('This campaign does not play the crew’s downtime.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Between game nights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose it in the settings' }).getAttribute('href')).toBe('/settings#settings-systems');
  });
});
