import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useQuery } from '../../../lib/query';
import { renderIn } from '../../../test/render';
import { campaignKey, type Campaign } from '../api';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { GameSystemsForm } from './GameSystemsForm';

function Form({ initial }: { initial: Campaign }) {
  const campaign = useQuery(campaignKey, async () => initial, { staleTime: Infinity });
  return campaign.data ? <GameSystemsForm campaign={campaign.data} /> : null;
}
const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(restoreFetch);

describe('the game systems the table plays (settings)', () => {
  it('saves the systems ticked with the campaign’s version, in the list’s order', async () => {
    const calls = serve({ 'PATCH /api/campaigns/camp-1': () => json(sampleCampaign({ version: 4, systems: ['downtime', 'frostgrave'] })) });
    renderIn('fr', <Form initial={sampleCampaign()} />);
    await screen.findByRole('checkbox', { name: /système d12/ });
    expect([/temps morts/, /d12/, /d100/, /Frostgrave/].map((n) => box(n).checked)).toEqual([true, true, true, true]);
    fireEvent.click(box(/d12/));
    fireEvent.click(box(/d100/));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les systèmes' }));
    await screen.findByText('Systèmes de jeu enregistrés');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 3, systems: ['downtime', 'frostgrave'] });
  });

  it('a campaign whose systems were never chosen: the boxes show what the screens show (every one), and saving them so is the choice', async () => {
    const calls = serve({ 'PATCH /api/campaigns/camp-1': () => json(sampleCampaign({ version: 4, systemsChosen: true })) });
    renderIn('en', <Form initial={sampleCampaign({ systemsChosen: false })} />);
    await screen.findByRole('checkbox', { name: /d12 system/ });
    expect([/downtime/, /d12/, /d100/, /Frostgrave/].map((n) => box(n).checked)).toEqual([true, true, true, true]);
    // Each system says in one line what it puts on the screens.
    expect(document.getElementById(box(/Frostgrave/).getAttribute('aria-describedby') ?? '')?.textContent).toBe('The wizards’ ledger: underworld favours, debt and repayments.');
    fireEvent.click(screen.getByRole('button', { name: 'Save the systems' }));
    await screen.findByText('Game systems saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 3, systems: ['downtime', 'd12', 'd100', 'frostgrave'] });
  });

  it('asks for at least one, and sends nothing without', async () => {
    const calls = serve({});
    renderIn('en', <Form initial={sampleCampaign({ systems: ['d12'] })} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /d12 system/ }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one system.');
    expect((screen.getByRole('button', { name: 'Save the systems' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
