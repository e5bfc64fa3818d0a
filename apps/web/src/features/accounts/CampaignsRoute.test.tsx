import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, restoreFetch, serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import CampaignsRoute from './CampaignsRoute';
import type { InviteView } from '../../lib/invites';
import type { AccountCampaign } from './api';

const me = (campaignId: string | null, owner = false) => ({ kind: 'gm', campaignId, accountId: 'acc-1', name: 'Lucie', owner, role: campaignId ? 'owner' : null, systems: [] });

const campaign = (overrides: Partial<AccountCampaign>): AccountCampaign => ({
  id: 'camp-1',
  name: 'Les Lames',
  role: 'owner',
  archived: false,
  crews: 2,
  updatedAt: '2026-12-01T18:30:00.000Z',
  ...overrides,
});

const LIST = [
  campaign({}),
  campaign({ id: 'camp-2', name: 'L’Ombre du Port', role: 'cogm', crews: 1 }),
  campaign({ id: 'camp-3', name: 'Le Guet', archived: true, crews: 0 }),
];

beforeEach(() => window.history.replaceState(null, '', '/campaigns'));
afterEach(() => {
  restoreFetch();
  window.history.replaceState(null, '', '/');
});

describe('« Mes campagnes »', () => {
  it('lists the campaigns with their role, crews and last change, the open one marked, the archived ones folded', async () => {
    serve({ 'GET /api/auth/me': () => json(me('camp-1')), 'GET /api/account/campaigns': () => json({ campaigns: LIST }) });
    renderIn('fr', <CampaignsRoute />);
    const list = await screen.findByRole('list', { name: 'Vos campagnes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.campaign-name')?.textContent)).toEqual(['Les Lames', 'L’Ombre du Port']);
    expect(rows[0]?.textContent).toContain('Propriétaire');
    expect(rows[0]?.textContent).toContain('2 bandes');
    expect(rows[0]?.textContent).toContain('Ouverte');
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.textContent).toContain('Co-MJ');
    expect(rows[1]?.textContent).toContain('1 bande');
    // The open one is gone to, the others opened; only an owner archives.
    expect(within(rows[0]!).getByRole('link', { name: 'Aller à la campagne' }).getAttribute('href')).toBe('/');
    expect(within(rows[1]!).getByRole('button', { name: 'Ouvrir l’Ombre du Port' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /^Archiver/ })).toBeNull();
    const archived = screen.getByText('Archivées (1)').closest('details');
    expect(archived?.open).toBe(false);
    expect(within(archived!).getByRole('button', { name: 'Désarchiver\u00a0: Le Guet' })).toBeTruthy();
    // Only the server's owner invites GMs.
    expect(screen.queryByRole('region', { name: 'Comptes MJ du serveur' })).toBeNull();
  });

  it('« Ouvrir » opens the campaign, forgets the answers of the one before and goes to its home', async () => {
    let open = 'camp-1';
    const calls = serve({
      'GET /api/auth/me': () => json(me(open)),
      'GET /api/account/campaigns': () => json({ campaigns: LIST }),
      'POST /api/campaigns/camp-2/open': () => {
        open = 'camp-2';
        return json(me('camp-2'));
      },
    });
    const { client } = renderIn('en', <CampaignsRoute />);
    client.setData(['campaign', 'current'], { id: 'camp-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open L’Ombre du Port' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/campaigns/camp-2/open')).toBe(true);
    // The campaign read before is no longer taken for the open one.
    expect(client.getData(['campaign', 'current'])).toBeUndefined();
  });

  it('makes a new campaign in the language chosen, then opens its home; an empty name is said, not sent', async () => {
    const calls = serve({
      'GET /api/auth/me': () => json(me(null)),
      'GET /api/account/campaigns': () => json({ campaigns: [] }),
      'POST /api/campaigns': () => json({ id: 'camp-9' }, 201),
    });
    renderIn('fr', <CampaignsRoute />);
    expect(await screen.findByText('Vous n’avez encore aucune campagne : créez la première ci-dessous.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Nouvelle campagne' });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer et ouvrir' }));
    expect(within(form).getByText('Obligatoire')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Nom de la campagne'), { target: { value: ' Les Lames ' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Créer et ouvrir' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/campaigns')?.body).toEqual({ name: 'Les Lames', language: 'en' });
  });

  it('archives and unarchives (campaign.archive), then reads the list again', async () => {
    let list = LIST;
    const calls = serve({
      'GET /api/auth/me': () => json(me('camp-1')),
      'GET /api/account/campaigns': () => json({ campaigns: list }),
      'PUT /api/campaigns/camp-1/archived': () => {
        list = list.map((c) => (c.id === 'camp-1' ? { ...c, archived: true } : c));
        return json(null, 204);
      },
    });
    renderIn('en', <CampaignsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive: Les Lames' }));
    expect(await screen.findByText('Archived (2)')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ archived: true });
  });

  it('for the server’s owner: invites a GM, shows the link once with its QR code, lists the invitations and revokes one', async () => {
    let invites: InviteView[] = [
      { id: 'inv-1', campaignId: null, campaignName: null, label: 'Bastien', createdAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-08T10:00:00.000Z', status: 'used', usedBy: 'Bastien' },
      { id: 'inv-2', campaignId: 'camp-1', campaignName: 'Les Lames', label: 'Co', createdAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-08T10:00:00.000Z', status: 'pending', usedBy: null },
    ];
    const made: InviteView = { id: 'inv-3', campaignId: null, campaignName: null, label: 'Ombeline', createdAt: '2026-12-06T10:00:00.000Z', expiresAt: '2026-12-13T10:00:00.000Z', status: 'pending', usedBy: null };
    const calls = serve({
      'GET /api/auth/me': () => json(me('camp-1', true)),
      'GET /api/account/campaigns': () => json({ campaigns: LIST }),
      'GET /api/invites': () => json({ invites }),
      'POST /api/invites': () => {
        invites = [made, ...invites];
        return json({ invite: made, url: 'http://127.0.0.1:4000/invite#tok_abcdefghijklmnopqrstuvwxyz' }, 201);
      },
      'DELETE /api/invites/inv-3': () => {
        invites = invites.map((i) => (i.id === 'inv-3' ? { ...i, status: 'revoked' } : i));
        return json(null, 204);
      },
    });
    renderIn('en', <CampaignsRoute />);
    const section = await screen.findByRole('region', { name: 'GM accounts on this server' });
    // The server's invitations only (a campaign's are in its settings).
    expect(await within(section).findByText('Accepted by Bastien')).toBeTruthy();
    expect(within(section).queryByText('Co')).toBeNull();
    fireEvent.change(within(section).getByLabelText('Who it is for'), { target: { value: 'Ombeline' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Invite a GM' }));
    const url = (await within(section).findByRole('textbox', { name: 'Invitation link' })) as HTMLInputElement;
    expect(url.value).toBe('http://127.0.0.1:4000/invite#tok_abcdefghijklmnopqrstuvwxyz');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Ombeline' });
    expect(await within(section).findByRole('img', { name: 'QR code of the invitation link' })).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: 'Revoke the invitation: Ombeline' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Revoke' }));
    expect(await within(section).findByText('Revoked')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/invites/inv-3')).toBe(true);
  });

  it('says a campaign was deleted', async () => {
    window.history.replaceState(null, '', '/campaigns?deleted=Les%20Lames');
    serve({ 'GET /api/auth/me': () => json(me(null)), 'GET /api/account/campaigns': () => json({ campaigns: [] }) });
    renderIn('fr', <CampaignsRoute />);
    expect((await screen.findByText(/^Campagne supprimée/)).textContent).toBe('Campagne supprimée\u00a0: Les Lames');
  });
});
