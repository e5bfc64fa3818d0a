import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderIn } from '../../../test/render';
import { sampleSheetJson } from '../../../test/sampleSheet';
import { sampleWizard } from '../../../test/sampleWizard';
import type { IssuedShareLink, ShareLink } from '../../../lib/shareLinks';
import { QueryClient } from '../../../lib/query';
import { campaignKey } from '../api';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { qrModules } from '../../../components/shareLinks/QrCode';
import { CrewShareLinks, WizardShareLinks } from '../../../components/shareLinks/ShareLinks';

const crew = { id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 4 };
const URL_OF = (token: string) => `http://192.168.1.20:3000/share#token=${token}`;

function link(id: string, label: string | null, revokedAt: string | null = null, names: Pick<ShareLink, 'characterId' | 'wizardId'> = { characterId: null, wizardId: null }): ShareLink {
  return { id, crewId: 'crew-1', label, ...names, createdAt: '2026-03-12T18:00:00.000Z', revokedAt };
}

function issued(id: string, label: string | null, token: string, names?: Pick<ShareLink, 'characterId' | 'wizardId'>): IssuedShareLink {
  return { ...link(id, label, null, names), token, url: URL_OF(token) };
}

/** The crew's sheet (Arlette pc-1, Basile pc-2) and the campaign's wizards, for the names a link may be given. */
const namesRoutes = (wizards = [sampleWizard(), sampleWizard({ id: 'w2', name: 'Corvus' })]) => ({
  'GET /api/crews/crew-1': () => json(sampleSheetJson()),
  'GET /api/campaigns/camp-1/wizards': () => json(wizards),
});

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
    renderIn('en', <CrewShareLinks crew={crew} campaignId="camp-1" />);
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

  it('gives a link to one of the crew’s characters and has it follow a wizard’s ledger, and says so on its row', async () => {
    let links: ShareLink[] = [];
    const calls = serve({
      ...namesRoutes(),
      'GET /api/crews/crew-1/share-links': () => json(links),
      'POST /api/crews/crew-1/share-links': () => {
        links = [link('l1', 'Basile’s phone', null, { characterId: 'pc-2', wizardId: 'w2' })];
        return json(issued('l1', 'Basile’s phone', 'tok_abcdefghijklmnopqrstuv', { characterId: 'pc-2', wizardId: 'w2' }), 201);
      },
    });
    renderIn('en', <CrewShareLinks crew={crew} campaignId="camp-1" />);
    const character = await screen.findByRole('combobox', { name: 'Character it is for (optional)' });
    const wizard = await screen.findByRole('combobox', { name: 'Underworld ledger to follow (optional)' });
    // The crew's characters and the campaign's wizards, by name; none chosen at first.
    expect(within(character).getAllByRole('option').map((o) => o.textContent)).toEqual(['No one in particular', 'Arlette', 'Basile']);
    expect(within(wizard).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Morgane', 'Corvus']);
    expect(screen.getByText('The sheet will open on this character, marked “You”.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Link name (e.g. Thursday table)' }), { target: { value: 'Basile’s phone' } });
    fireEvent.change(character, { target: { value: 'pc-2' } });
    fireEvent.change(wizard, { target: { value: 'w2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a link' }));

    expect(await screen.findByRole('heading', { name: 'New link: Basile’s phone' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Basile’s phone', characterId: 'pc-2', wizardId: 'w2' });
    // The row says whom and what the link names, by name (never an id).
    const row = (await screen.findByText('Basile’s phone', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Given to Basile')).toBeTruthy();
    expect(within(row).getByText('Underworld ledger: Corvus')).toBeTruthy();
    expect(row.textContent).not.toMatch(/pc-2|w2/);
    // The form is back to a plain link.
    expect((character as HTMLSelectElement).value).toBe('');
    expect((wizard as HTMLSelectElement).value).toBe('');
  });

  it('sends neither when none is chosen, hides the ledger choice without wizards, and says in French when a name is gone', async () => {
    const links = [link('l1', 'Jeudi', null, { characterId: 'pc-gone', wizardId: 'w-gone' })];
    const calls = serve({
      ...namesRoutes([]),
      'GET /api/crews/crew-1/share-links': () => json(links),
      'POST /api/crews/crew-1/share-links': () => json(issued('l2', null, 'tok_zyxwvutsrqponmlkjihgf'), 201),
    });
    renderIn('fr', <CrewShareLinks crew={crew} campaignId="camp-1" />);
    expect(await screen.findByRole('combobox', { name: 'Personnage à qui le donner (facultatif)' })).toBeTruthy();
    const row = (await screen.findByText('Jeudi', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(await within(row).findByText('Donné à un personnage qui n’est plus dans la bande')).toBeTruthy();
    expect(within(row).getByText('Registre de la Pègre d’un sorcier supprimé')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Registre de la Pègre/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Créer un lien' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau lien\u00a0: Lien sans nom' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('at a table that does not play Frostgrave, offers no ledger to follow (nor asks for the wizards)', async () => {
    const calls = serve({ ...namesRoutes(), 'GET /api/crews/crew-1/share-links': () => json([]) });
    // The campaign already read (as on the crew page, whose sheet is there first).
    const client = new QueryClient();
    client.setData(campaignKey, sampleCampaign({ systems: ['downtime'] }));
    renderIn('en', <CrewShareLinks crew={crew} campaignId="camp-1" />, client);
    expect(await screen.findByRole('combobox', { name: 'Character it is for (optional)' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Underworld ledger/ })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/wizards'))).toEqual([]);
  });

  it('names the ledger a link follows with French typography', async () => {
    serve({ ...namesRoutes(), 'GET /api/crews/crew-1/share-links': () => json([link('l1', 'Jeudi', null, { characterId: 'pc-1', wizardId: 'w1' })]) });
    renderIn('fr', <CrewShareLinks crew={crew} campaignId="camp-1" />);
    const row = (await screen.findByText('Jeudi', { selector: 'strong' })).closest('li') as HTMLElement;
    // The no-break space before « : » is there (not a plain one).
    expect((await within(row).findByText(/Morgane$/)).textContent).toBe('Registre de la Pègre\u00a0: Morgane');
    expect(within(row).getByText('Donné à Arlette')).toBeTruthy();
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
    renderIn('en', <CrewShareLinks crew={crew} campaignId="camp-1" />);
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
    renderIn('fr', <CrewShareLinks crew={crew} campaignId="camp-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher un nouveau lien — Lien sans nom' }));
    fireEvent.click(within(screen.getByRole('group', { name: /^Un nouveau lien pour Lien sans nom/ })).getByRole('button', { name: 'Afficher un nouveau lien' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau lien\u00a0: Lien sans nom' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code du lien de partage Lien sans nom' })).toBeTruthy();
  });
});

describe('what a link lets its holder do (issue 36)', () => {
  const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const rowOf = async (label: string) => (await screen.findByText(label, { selector: 'strong' })).closest('li') as HTMLElement;
  const threeLinks = [
    link('l1', 'Arlette', null, { characterId: 'pc-1', wizardId: null }),
    link('l2', 'Table', null, { characterId: null, wizardId: null }),
    link('l3', 'Ancien', '2026-03-10T18:00:00.000Z', { characterId: 'pc-2', wizardId: null }),
  ];

  it('a character’s link acts for them as the campaign’s switches say, a crew link only watches, a revoked one says nothing', async () => {
    serve({ ...namesRoutes(), 'GET /api/crews/crew-1/share-links': () => json(threeLinks) });
    const client = new QueryClient();
    client.setData(campaignKey, sampleCampaign());
    renderIn('fr', <CrewShareLinks crew={crew} campaignId="camp-1" />, client);
    const arlette = await rowOf('Arlette');
    expect(plain((await within(arlette).findByText(/^Ce lien permet/)).textContent)).toBe(
      'Ce lien permet à Arlette de proposer ses activités, de lancer les jets demandés et de modifier ses textes.',
    );
    expect(plain(within(await rowOf('Table')).getByText(/^Ce lien/).textContent)).toBe('Ce lien permet seulement de suivre la feuille de bande.');
    expect(within(await rowOf('Ancien')).queryByText(/^Ce lien/)).toBeNull();

    // The switches changed (the settings' answer in the cache): the rows say so at once.
    act(() => client.setData(campaignKey, sampleCampaign({ players: { propose: false, roll: true, editTexts: false } })));
    expect(plain(within(arlette).getByText(/^Ce lien permet/).textContent)).toBe('Ce lien permet à Arlette de lancer les jets demandés.');
    act(() => client.setData(campaignKey, sampleCampaign({ players: { propose: false, roll: false, editTexts: false } })));
    expect(plain(within(arlette).getByText(/^Ce lien permet/).textContent)).toBe(
      'Ce lien permet à Arlette de suivre la feuille, sans agir : les réglages ne laissent rien faire aux joueurs.',
    );
  });

  it('in English, two of three', async () => {
    serve({ ...namesRoutes(), 'GET /api/crews/crew-1/share-links': () => json(threeLinks) });
    const client = new QueryClient();
    client.setData(campaignKey, sampleCampaign({ players: { propose: true, roll: false, editTexts: true } }));
    renderIn('en', <CrewShareLinks crew={crew} campaignId="camp-1" />, client);
    expect((await within(await rowOf('Arlette')).findByText(/^This link lets/)).textContent).toBe('This link lets Arlette propose their activities and edit their texts.');
    expect(within(await rowOf('Table')).getByText(/^This link/).textContent).toBe('This link only follows the crew sheet.');
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

  it('makes a wizard’s own link on its page (a label, no crew), shows it once, and rotates it in its own list', async () => {
    const own = (id: string, label: string | null): ShareLink => ({ ...link(id, label), crewId: null, wizardId: 'w1' });
    let links: ShareLink[] = [];
    const calls = serve({
      'GET /api/wizards/w1/share-links': () => json(links),
      'POST /api/wizards/w1/share-links': () => {
        links = [own('l1', 'Table Frostgrave')];
        return json({ ...own('l1', 'Table Frostgrave'), token: 'tok_abcdefghijklmnopqrstuv', url: URL_OF('tok_abcdefghijklmnopqrstuv') }, 201);
      },
      'POST /api/share-links/l1/rotate': () => {
        links = [{ ...own('l1', 'Table Frostgrave'), revokedAt: '2026-03-12T19:00:00.000Z' }, own('l2', 'Table Frostgrave')];
        return json({ ...own('l2', 'Table Frostgrave'), token: 'tok_zyxwvutsrqponmlkjihgfe', url: URL_OF('tok_zyxwvutsrqponmlkjihgfe') }, 201);
      },
    });
    renderIn('fr', <WizardShareLinks wizard={{ id: 'w1', name: 'Ombeline' }} />);
    const section = await screen.findByRole('region', { name: 'Liens pour les joueurs' });
    expect(section.textContent).toContain('le registre d’Ombeline');
    expect(await within(section).findByText('Aucun lien de partage')).toBeTruthy();
    // No crew's character or wizard to pick: a label only.
    expect(within(section).queryByRole('combobox')).toBeNull();
    fireEvent.change(within(section).getByRole('textbox', { name: /^Nom du lien/ }), { target: { value: 'Table Frostgrave' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Créer un lien' }));
    expect(await within(section).findByDisplayValue(URL_OF('tok_abcdefghijklmnopqrstuv'))).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/wizards/w1/share-links', body: { label: 'Table Frostgrave' } });

    const row = (await within(section).findByText('Table Frostgrave', { selector: 'strong' })).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^Afficher un nouveau lien/ }));
    fireEvent.click(within(row).getAllByRole('button', { name: /^Afficher un nouveau lien/ }).at(-1) as HTMLElement);
    expect(await within(section).findByDisplayValue(URL_OF('tok_zyxwvutsrqponmlkjihgfe'))).toBeTruthy();
    expect(await within(section).findByText('1 lien révoqué')).toBeTruthy();
  });
});
