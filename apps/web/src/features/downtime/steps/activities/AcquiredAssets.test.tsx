import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CrewAsset } from '@temps-mort/rules';
import { renderIn } from '../../../../test/render';
import DowntimeRoute from '../../DowntimeRoute';
import { fakeApi, json, resetFakeApi, sheetJson, stepEvent } from '../../testing';

afterEach(() => resetFakeApi());

const gang: CrewAsset = { id: 'crew-1/asset-9', name: 'Gang de dockers', kind: 'cohort_gang', quality: 2, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 1 };
const older: CrewAsset = { ...gang, id: 'crew-1/asset-2', name: 'Fiacre', kind: 'vehicle', duration: 'one_score', downtime: 0 };

describe('A4 in the activities step: what the crew got, and the same asset again', () => {
  it('lists the assets acquired this downtime (not the older ones still held)', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities', crew: { assets: [older, gang] } }) });
    renderIn('en', <DowntimeRoute params={{ id: 'crew-1' }} />);
    const section = await screen.findByRole('region', { name: 'Assets acquired this downtime' });
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gang de dockers (Cohort (gang)): Just in case · quality 2 · Arlette']);
  });

  it('« de nouveau acquérir la même ressource »: picking a held asset sends its id, name and kind, and the odds count the +1 die', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'activities', crew: { tier: 1, assets: [gang] } }),
      steps: { '/api/crews/crew-1/downtime/activities': () => json({ sheet: sheetJson({ phase: 'activities', version: 13, crew: { assets: [gang] } }), event: stepEvent(9, 'activity') }) },
    });
    renderIn('en', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(screen.getByRole('radio', { name: 'Acquire asset' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'A held asset, again (+1 die)' }), { target: { value: gang.id } });
    expect((screen.getByRole('textbox', { name: 'Asset' }) as HTMLInputElement).value).toBe('Gang de dockers');
    // Its name and kind are the held asset's: not editable while it is picked.
    expect((screen.getByRole('textbox', { name: 'Asset' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Kind of asset' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Acquired before?' }) as HTMLSelectElement).value).toBe('again');
    expect(screen.getByRole('figure', { name: /2 dice/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll: Acquire asset' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      characterId: 'pc-1',
      activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang', assetId: gang.id, repeat: 'again' },
    });
  });
});
