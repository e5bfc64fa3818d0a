import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderIn } from '../../../test/render';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { CoGms } from './CoGms';
import { DeleteCampaign } from './DeleteCampaign';

const campaign = sampleCampaign({ name: 'Les Lames' });
const MEMBERS = [
  { accountId: 'acc-1', name: 'Lucie', role: 'owner', you: true },
  { accountId: 'acc-2', name: 'Bastien', role: 'cogm', you: false },
];

afterEach(() => {
  restoreFetch();
  window.history.replaceState(null, '', '/');
});

describe('the campaign’s co-GMs', () => {
  it('lists its GMs with their roles and « vous »; its owner removes a co-GM after saying what it does', async () => {
    let members = MEMBERS;
    const calls = serve({
      'GET /api/campaigns/camp-1/members': () => json({ members }),
      'GET /api/invites': () => json({ invites: [] }),
      'DELETE /api/campaigns/camp-1/members/acc-2': () => {
        members = members.filter((m) => m.accountId !== 'acc-2');
        return json(null, 204);
      },
    });
    renderIn('fr', <CoGms campaign={campaign} owner />);
    const lucie = (await screen.findByText('Lucie')).closest('li')!;
    expect(lucie.textContent).toContain('Propriétaire');
    expect(lucie.textContent).toContain('vous');
    // Nobody removes the owner.
    expect(within(lucie).queryByRole('button')).toBeNull();
    const bastien = screen.getByText('Bastien').closest('li')!;
    expect(bastien.textContent).toContain('Co-MJ');
    fireEvent.click(within(bastien).getByRole('button', { name: 'Retirer Bastien' }));
    expect(within(bastien).getByRole('group', { name: 'Retirer Bastien de la campagne\u00a0? Son compte n’y aura plus accès.' })).toBeTruthy();
    fireEvent.click(within(bastien).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByText('Bastien')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    // The owner invites co-GMs here.
    expect(screen.getByRole('button', { name: 'Inviter un co-MJ' })).toBeTruthy();
  });

  it('a co-GM invites nobody and may leave; then « Mes campagnes » says so', async () => {
    serve({
      'GET /api/campaigns/camp-1/members': () => json({ members: MEMBERS.map((m) => ({ ...m, you: m.accountId === 'acc-2' })) }),
      'DELETE /api/campaigns/camp-1/members/acc-2': () => json(null, 204),
    });
    renderIn('en', <CoGms campaign={campaign} owner={false} />);
    expect(await screen.findByText('Only the campaign’s owner invites co-GMs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite a co-GM' })).toBeNull();
    expect(within(screen.getByText('Lucie').closest('li')!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the campaign' }));
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Leave the campaign' }));
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(new URLSearchParams(window.location.search).get('left')).toBe('Les Lames');
  });
});

describe('deleting the campaign', () => {
  it('offers the export first, wants the exact name typed, deletes and lands on « Mes campagnes »', async () => {
    const calls = serve({ 'DELETE /api/campaigns/camp-1': () => json(null, 204) });
    renderIn('en', <DeleteCampaign campaign={campaign} />);
    expect(screen.queryByRole('button', { name: 'Export the campaign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the campaign…' }));
    expect(screen.getByRole('button', { name: 'Export the campaign' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Delete for good' });
    const field = screen.getByLabelText('To confirm, type the campaign’s name: Les Lames');
    fireEvent.change(field, { target: { value: 'Les Lam' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'les lames' } });
    expect(screen.getByText('This is not the campaign’s name.')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Les Lames' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(new URLSearchParams(window.location.search).get('deleted')).toBe('Les Lames');
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ name: 'Les Lames' });
  });
});
