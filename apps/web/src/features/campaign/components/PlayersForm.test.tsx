import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '../../../lib/query';
import { renderIn } from '../../../test/render';
import { campaignKey, type Campaign } from '../api';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { PlayersForm } from './PlayersForm';

function Form({ initial }: { initial: Campaign }) {
  const campaign = useQuery(campaignKey, async () => initial, { staleTime: Infinity });
  return campaign.data ? <PlayersForm campaign={campaign.data} /> : null;
}
const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(restoreFetch);

describe('what players may do (settings)', () => {
  it('shows the three switches as stored, each with what it means, and saves them with the campaign’s version', async () => {
    const calls = serve({ 'PATCH /api/campaigns/camp-1': () => json(sampleCampaign({ version: 4, players: { propose: true, roll: false, editTexts: false } })) });
    renderIn('fr', <Form initial={sampleCampaign()} />);
    await screen.findByRole('checkbox', { name: /Proposer leurs activités de temps mort/ });
    expect([/Proposer/, /Lancer les jets que vous leur demandez/, /Modifier les textes de leur personnage/].map((n) => box(n).checked)).toEqual([true, true, true]);
    expect(plain(document.getElementById(box(/Modifier les textes/).getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'Allure, notes, fournisseur, réconfort, crainte : du texte seulement, aucun des nombres que les règles calculent.',
    );
    const save = screen.getByRole('button', { name: 'Enregistrer ces choix' }) as HTMLButtonElement;
    // Nothing changed: nothing to save.
    expect(save.disabled).toBe(true);

    fireEvent.click(box(/Lancer les jets/));
    fireEvent.click(box(/Modifier les textes/));
    fireEvent.click(save);
    expect(plain((await screen.findByText(/enregistré$/)).textContent)).toBe('✓ Ce que les joueurs peuvent faire : enregistré');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ version: 3, players: { propose: true, roll: false, editTexts: false } }]);
  });

  it('on a 409, says so and shows the switches as they are now; saving again names the version now known', async () => {
    const now = sampleCampaign({ version: 7, players: { propose: false, roll: true, editTexts: true } });
    let answers = 0;
    const calls = serve({
      'PATCH /api/campaigns/camp-1': () => {
        answers += 1;
        return answers === 1 ? json({ error: 'conflict', current: now }, 409) : json({ ...now, version: 8, players: { propose: false, roll: false, editTexts: true } });
      },
    });
    const { client } = renderIn('en', <Form initial={sampleCampaign()} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Make the rolls the GM asks of them/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save these choices' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed the campaign in the meantime');
    await waitFor(() => expect(box(/Propose their downtime activities/).checked).toBe(false));
    expect(box(/Make the rolls/).checked).toBe(true);
    expect(client.getData<Campaign>(campaignKey)?.version).toBe(7);

    fireEvent.click(box(/Make the rolls/));
    fireEvent.click(screen.getByRole('button', { name: 'Save these choices' }));
    expect(await screen.findByText('What players may do: saved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { version: 3, players: { propose: true, roll: false, editTexts: true } },
      { version: 7, players: { propose: false, roll: false, editTexts: true } },
    ]);
  });
});
