import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, restoreFetch, serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import AccountRoute from './AccountRoute';

let name = 'MJ';
const me = () => json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-1', name, owner: true, role: 'owner', systems: [] });

afterEach(() => {
  restoreFetch();
  name = 'MJ';
});

describe('« Mon compte »', () => {
  it('renames the account, and the sign-in form will start with the new name', async () => {
    const calls = serve({
      'GET /api/auth/me': me,
      'PATCH /api/account': (call) => {
        name = (call.body as { name: string }).name;
        return json({ id: 'acc-1', name, owner: true, createdAt: '2026-12-01T10:00:00.000Z' });
      },
    });
    renderIn('fr', <AccountRoute />);
    const field = (await screen.findByLabelText('Nom du compte')) as HTMLInputElement;
    expect(field.value).toBe('MJ');
    expect(screen.getByText(/Vous êtes le propriétaire de ce serveur/)).toBeTruthy();
    // Nothing changed: nothing to save.
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: ' Lucie ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nom enregistré')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Lucie' });
    await waitFor(() => expect(localStorage.getItem('tm.gm.lastName')).toBe('Lucie'));
  });

  it('says a name another account has, on the field', async () => {
    serve({ 'GET /api/auth/me': me, 'PATCH /api/account': () => json({ error: 'conflict', current: { field: 'name', reason: 'taken' } }, 409) });
    renderIn('en', <AccountRoute />);
    fireEvent.change(await screen.findByLabelText('Account name'), { target: { value: 'Bastien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already taken on this server.')).toBeTruthy();
    expect(screen.getByLabelText('Account name').getAttribute('aria-invalid')).toBe('true');
  });
});
