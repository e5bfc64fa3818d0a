import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderIn } from '../../../test/render';
import type { IssuedShareLink, ShareLink } from '../api';
import { json, restoreFetch, serve } from '../testApi';
import { qrModules } from './QrCode';
import { CrewShareLinks } from './ShareLinks';

const crew = { id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 4 };
const URL_OF = (token: string) => `http://192.168.1.20:3000/share#token=${token}`;

function link(id: string, label: string | null, revokedAt: string | null = null): ShareLink {
  return { id, crewId: 'crew-1', label, createdAt: '2026-03-12T18:00:00.000Z', revokedAt };
}

function issued(id: string, label: string | null, token: string): IssuedShareLink {
  return { ...link(id, label), token, url: URL_OF(token) };
}

afterEach(restoreFetch);

describe('share links', () => {
  it('creates a link with a label and shows it once, with its address and a QR code made here', async () => {
    let links: ShareLink[] = [link('l0', 'Old table', '2026-03-10T18:00:00.000Z')];
    const calls = serve({
      'GET /api/crews/crew-1/share-links': () => json(links),
      'POST /api/crews/crew-1/share-links': () => {
        links = [link('l1', 'Thursday table'), ...links];
        return json(issued('l1', 'Thursday table', 'tok_abcdefghijklmnopqrstuv'), 201);
      },
    });
    renderIn('en', <CrewShareLinks crew={crew} />);
    expect(await screen.findByText('1 revoked link')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Link name (e.g. Thursday table)' }), { target: { value: '  Thursday table ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a link' }));

    const panel = (await screen.findByRole('heading', { name: 'New link: Thursday table' })).closest('section') as HTMLElement;
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Thursday table' });
    expect(within(panel).getByRole('textbox', { name: 'Address to give the players' })).toHaveProperty('value', URL_OF('tok_abcdefghijklmnopqrstuv'));
    expect(within(panel).getByText('This link is shown only once: copy it or show the QR code now.')).toBeTruthy();
    const qr = await within(panel).findByRole('img', { name: 'QR code of the share link Thursday table' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrModules(URL_OF('tok_abcdefghijklmnopqrstuv')).path);
    // The list now has it, active (said in words).
    const row = (await screen.findByText('Thursday table', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('revokes a link after asking, in place', async () => {
    let links: ShareLink[] = [link('l1', 'Thursday table')];
    const calls = serve({
      'GET /api/crews/crew-1/share-links': () => json(links),
      'DELETE /api/share-links/l1': () => {
        links = [link('l1', 'Thursday table', '2026-03-12T19:00:00.000Z')];
        return json(null, 204);
      },
    });
    renderIn('en', <CrewShareLinks crew={crew} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke — Thursday table' }));
    const ask = screen.getByRole('group', { name: 'Revoke Thursday table? Players using it will lose access.' });
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('1 revoked link')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/share-links/l1')).toBe(true);
  });

  it('replaces a link: the new address and QR code are shown', async () => {
    serve({
      'GET /api/crews/crew-1/share-links': () => json([link('l1', null)]),
      'POST /api/share-links/l1/rotate': () => json(issued('l2', null, 'tok_zyxwvutsrqponmlkjihgf'), 201),
    });
    renderIn('fr', <CrewShareLinks crew={crew} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remplacer le lien — Lien sans nom' }));
    fireEvent.click(within(screen.getByRole('group', { name: /^Remplacer Lien sans nom/ })).getByRole('button', { name: 'Remplacer le lien' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau lien\u00a0: Lien sans nom' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code du lien de partage Lien sans nom' })).toBeTruthy();
  });
});

describe('qrModules', () => {
  it('draws a square code with its three finder patterns', () => {
    const { size, path } = qrModules('http://192.168.1.20:3000/share#token=abc');
    expect(size).toBeGreaterThanOrEqual(21);
    // The quiet zone is 4 modules: the top-left finder starts at (4, 4), the top-right at (size-3, 4).
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(path).toContain(`M${size + 3} 4h1v1h-1z`);
    expect(path).toContain(`M4 ${size + 3}h1v1h-1z`);
  });
});
