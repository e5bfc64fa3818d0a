import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TABLE_RULES, TABLE_RULE_SYSTEM } from '@temps-mort/rules';
import { useQuery } from '../../../lib/query';
import { renderIn } from '../../../test/render';
import { campaignKey, type Campaign } from '../api';
import { TABLE_RULE_KEYS } from '../tableRuleFields';
import { json, restoreFetch, sampleCampaign, serve } from '../testApi';
import { TableRulesEditor } from './TableRulesEditor';

/** The editor as the settings screen shows it: over the cached campaign. */
function Editor({ initial }: { initial: Campaign }) {
  const campaign = useQuery(campaignKey, async () => initial, { staleTime: Infinity });
  return campaign.data ? <TableRulesEditor campaign={campaign.data} /> : null;
}

function option(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

afterEach(restoreFetch);

describe('table rules', () => {
  it('shows every option of the rules’ schema with its name, help, French source sentence and reading in force', async () => {
    serve({});
    renderIn('en', <Editor initial={sampleCampaign()} />);
    const tithe = await screen.findByRole('group', { name: 'Tithe rounding' });
    expect(document.querySelectorAll('fieldset.rule-option')).toHaveLength(TABLE_RULE_KEYS.length);
    expect(within(tithe).getByText('The 10% tithe in whole coin.')).toBeTruthy();
    const source = within(tithe).getByText(/il faut soustraire aux gains perçus 10/);
    expect(source.closest('blockquote')?.getAttribute('lang')).toBe('fr');
    expect(within(tithe).getByText('Reading in force: Rounded up')).toBeTruthy();
    expect(within(tithe).getByRole('radio', { name: 'Rounded up' })).toHaveProperty('checked', true);
    expect(screen.getByText('No change to save')).toBeTruthy();
  });

  it('shows the options of the game systems the table plays only', async () => {
    serve({});
    renderIn('en', <Editor initial={sampleCampaign({ systems: ['d100'] })} />);
    await screen.findAllByRole('group');
    const shown = TABLE_RULE_KEYS.filter((k) => TABLE_RULE_SYSTEM[k] === 'd100');
    expect(shown.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('fieldset.rule-option')).toHaveLength(shown.length);
    expect(screen.queryByRole('group', { name: 'Tithe rounding' })).toBeNull();
  });

  it('saves only the options changed, with the campaign version', async () => {
    const calls = serve({
      'PATCH /api/campaigns/camp-1': () => json(sampleCampaign({ version: 4, tableRules: { ...DEFAULT_TABLE_RULES, titheRounding: 'down' } })),
    });
    renderIn('en', <Editor initial={sampleCampaign()} />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Tithe rounding' })).getByRole('radio', { name: 'Rounded down' }));
    expect(within(option('Tithe rounding')).getByText('Not saved yet')).toBeTruthy();
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the table rules' }));
    await screen.findByText('Table rules saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 3, tableRules: { titheRounding: 'down' } });
    expect(within(option('Tithe rounding')).getByText('Reading in force: Rounded down')).toBeTruthy();
    expect(within(option('Tithe rounding')).getByText('Changed')).toBeTruthy();
  });

  it('checks numbers as the GM types and refuses to save out-of-range values', async () => {
    serve({});
    renderIn('en', <Editor initial={sampleCampaign()} />);
    const harm = await screen.findByRole('group', { name: 'Harm of the beating' });
    fireEvent.change(within(harm).getByRole('textbox', { name: 'Value' }), { target: { value: '9' } });
    expect(within(harm).getByText('From 1 to 4', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the table rules' })).toHaveProperty('disabled', true);
    const lowest = option('Lowest threshold of the lead actor');
    fireEvent.change(within(lowest).getByRole('textbox', { name: 'Value' }), { target: { value: '200' } });
    expect(within(lowest).getByText('The lowest threshold cannot exceed the highest.')).toBeTruthy();
  });

  it('on a 409, says so in words and shows the campaign as it is now, dropping the draft', async () => {
    const now = sampleCampaign({ version: 7, tableRules: { ...DEFAULT_TABLE_RULES, titheRounding: 'nearest' } });
    serve({ 'PATCH /api/campaigns/camp-1': () => json({ error: 'conflict', current: now }, 409) });
    const { client } = renderIn('en', <Editor initial={sampleCampaign()} />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Tithe rounding' })).getByRole('radio', { name: 'Rounded down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the table rules' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed the campaign in the meantime');
    expect(screen.getByText('The table rules were reloaded as they are now; your changes were not saved.')).toBeTruthy();
    const tithe = option('Tithe rounding');
    await waitFor(() => expect(within(tithe).getByText('Reading in force: Rounded to the nearest (halves up)')).toBeTruthy());
    expect(within(tithe).getByRole('radio', { name: 'Rounded to the nearest (halves up)' })).toHaveProperty('checked', true);
    expect(within(tithe).queryByText('Not saved yet')).toBeNull();
    expect(client.getData<Campaign>(campaignKey)?.version).toBe(7);
  });

  it('speaks French, keeping the source sentence as written', async () => {
    serve({});
    renderIn('fr', <Editor initial={sampleCampaign()} />);
    const heat = await screen.findByRole('group', { name: 'Raffut au-delà de l’avis de recherche 4' });
    expect(within(heat).getByRole('radio', { name: 'Bloqué à 9' })).toHaveProperty('checked', true);
    expect(within(heat).getByText(/Tout point de raffut excédentaire est rajouté/)).toBeTruthy();
    expect(within(heat).getByText('Texte d’origine')).toBeTruthy();
  });
});
