import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlayerPageAnswers } from '@temps-mort/contract';
import { CrewSheet } from './components/CrewSheet';
import { renderer } from '../../ssr/entry-server';
import { renderIn } from '../../test/render';
import { sampleSheet, sampleSheetJson } from '../../test/sampleSheet';

/**
 * Issue 34: a character's own player link opened 2.5 screens above that character's card. The card
 * now opens the sheet, right under its head (the crew's name and live status), before the crew's
 * gauges — drawn there by the server, so a phone shows it without a script or a scroll.
 */

/** Whether `a` comes before `b` in the page. */
const before = (a: Element | null, b: Element | null) => a !== null && b !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('a character’s own link opens on its card', () => {
  it('the card comes right under the head, before the gauges and claims; the other PCs stay in their section', async () => {
    renderIn('fr', <CrewSheet sheet={sampleSheet()} characterId="pc-2" />);
    const mine = await screen.findByRole('region', { name: 'Basile C’est vous' });
    expect(mine.id).toBe('my-character');
    expect(before(document.querySelector('.sheet-head'), mine)).toBe(true);
    expect(before(mine, document.querySelector('.gauges'))).toBe(true);
    expect(before(mine, screen.getByRole('region', { name: 'Domaines' }))).toBe(true);
    const pcs = screen.getByRole('region', { name: 'Personnages' });
    expect(within(pcs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Arlette']);
  });

  it('a link without a character keeps every PC in its section, after the crew', async () => {
    renderIn('en', <CrewSheet sheet={sampleSheet()} />);
    const pcs = await screen.findByRole('region', { name: 'Player characters' });
    expect(within(pcs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Arlette', 'Basile']);
    expect(before(document.querySelector('.gauges'), pcs)).toBe(true);
    expect(document.getElementById('my-character')).toBeNull();
  });

  it('the page the server draws has it there already (no script needed)', async () => {
    const answers: PlayerPageAnswers = {
      '/api/share/sheet': sampleSheetJson(),
      '/api/auth/me': { kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: 'pc-2', wizardId: null, systems: ['downtime'] },
    };
    const page = await renderer.render({ path: '/s/tok_0123456789abcdefABCDEF', token: 'tok_0123456789abcdefABCDEF', langCookie: 'fr', acceptLanguage: null, renderedAt: Date.UTC(2025, 10, 30, 10, 6) }, answers);
    const root = document.createElement('div');
    root.innerHTML = page.html;
    const mine = root.querySelector('#my-character');
    expect(mine?.querySelector('h3')?.textContent).toMatch(/^Basile/);
    expect(before(root.querySelector('h1'), mine)).toBe(true);
    expect(before(mine, root.querySelector('.gauges'))).toBe(true);
  });
});
