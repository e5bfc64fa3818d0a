import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '../../../stores';
import { renderIn } from '../../../test/render';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { ExportImport } from './ExportImport';

const doc = {
  format: 'temps-mort-campaign',
  version: 1,
  campaign: { name: 'Ma campagne', tableRules: { titheRounding: 'sideways' } },
  crews: [{ id: 'c1', name: 'Les Corbeaux', crew: { name: 'Les Corbeaux', tier: 9 }, events: [{ seq: 1 }, { seq: 2 }], rolls: [] }],
  wizards: [
    { id: 'w1', name: 'Maelis' },
    // Export version 2: the wizard's name is in its state.
    { id: 'w2', state: { wizard: { name: 'Thaumaturge' } }, steps: [{ seq: 1 }, { seq: 2 }] },
  ],
};

function choose(text: string, name = 'export.json') {
  const input = screen.getByLabelText('Temps Mort export file (.json)');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

afterEach(restoreFetch);

describe('import', () => {
  it('sends the chosen file and lists each refused field in words, naming things as the file does', async () => {
    const calls = serve({
      'POST /api/campaigns/import': () =>
        json(
          {
            error: 'validation',
            issues: [
              { path: 'body.crews.0.crew.tier', message: 'Too big: expected number to be <=4' },
              { path: 'body.campaign.tableRules.titheRounding', message: 'Invalid option: expected one of "up"|"down"|"nearest"' },
              { path: 'body.crews.0.events.1.dice', message: 'Invalid input: expected array, received undefined' },
              { path: 'body.wizards.0.id', message: 'id used twice (first at crews.0.id)' },
              { path: 'body.wizards.1.steps.1.dice', message: 'Invalid input: expected array, received undefined' },
              { path: 'body', message: '3 more issue(s) not listed' },
            ],
          },
          400,
        ),
    });
    renderIn('en', <ExportImport campaign={sampleCampaign()} />);
    choose(JSON.stringify(doc));
    fireEvent.click(screen.getByRole('button', { name: 'Import a campaign' }));
    const alert = await screen.findByRole('alert');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(doc);
    expect(within(alert).getByText('This file is not a valid Temps Mort export. Nothing was imported.')).toBeTruthy();
    const lines = within(alert).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      'Crew 1 “Les Corbeaux” › Tier: At most 4',
      'Campaign › Table rules › Tithe rounding: unknown value',
      'Crew 1 “Les Corbeaux” › Step 2 › dice: missing',
      'Wizard 1 “Maelis” › id: id used twice (first at crews.0.id)',
      'Wizard 2 “Thaumaturge” › Step 2 › dice: missing',
      'The file: 3 more problems not listed',
    ]);
  });

  it('says it in French too', async () => {
    serve({
      'POST /api/campaigns/import': () => json({ error: 'validation', issues: [{ path: 'body.crews.0.crew.tier', message: 'Too big: expected number to be <=4' }] }, 400),
    });
    renderIn('fr', <ExportImport campaign={sampleCampaign()} />);
    fireEvent.change(screen.getByLabelText('Fichier d’export Temps Mort (.json)'), { target: { files: [new File([JSON.stringify(doc)], 'a.json')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer une campagne' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toBe('Bande 1 «\u00a0Les Corbeaux\u00a0» › Rang\u00a0: Au plus 4');
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const calls = serve({});
    renderIn('en', <ExportImport campaign={sampleCampaign()} />);
    choose('{"format": "temps-mort-campaign",');
    fireEvent.click(screen.getByRole('button', { name: 'Import a campaign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not readable JSON. Nothing was imported.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a history that does not replay in words, naming the crew', async () => {
    serve({
      'POST /api/campaigns/import': () => json({ error: 'rule', rule: 'D7', code: 'history_does_not_replay', values: { crew: 'Les Corbeaux', index: 0, problem: 'state' } }, 422),
    });
    renderIn('en', <ExportImport campaign={sampleCampaign()} />);
    choose(JSON.stringify(doc));
    fireEvent.click(screen.getByRole('button', { name: 'Import a campaign' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The history of crew “Les Corbeaux” does not rebuild the crew in the file');
  });

  it('after an import, the imported campaign (open in the session now) shows from its home, saying what came in', async () => {
    serve({
      'POST /api/campaigns/import': () =>
        json(
          {
            campaignId: 'camp-2',
            name: 'Ma campagne',
            crews: [{ from: 'c1', id: 'c9', name: 'Les Corbeaux' }],
            counts: { crews: 1, events: 12, rolls: 4, wizards: 1, complexActions: 0 },
          },
          201,
        ),
    });
    window.history.replaceState(null, '', '/settings');
    const { client } = renderIn('en', <ExportImport campaign={sampleCampaign()} />);
    client.setData(['campaign', 'current'], sampleCampaign());
    choose(JSON.stringify(doc));
    fireEvent.click(screen.getByRole('button', { name: 'Import a campaign' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(useAppStore.getState().toasts.map((toast) => toast.message)).toEqual(['Campaign “Ma campagne” imported: 1 crew, 12 steps, 4 rolls, 1 wizard.']);
    // The campaign shown before is forgotten: the home reads the open one.
    expect(client.getData(['campaign', 'current'])).toBeUndefined();
  });
});
