import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CrewSheet } from './components/CrewSheet';
import { WizardStats } from '../../components/ledger/WizardStats';
import { renderIn } from '../../test/render';
import { sampleRolls, sampleSheet } from '../../test/sampleSheet';
import { sampleWizard } from '../../test/sampleWizard';
import type { CrewSheet as Sheet } from '../../lib/crew';

/**
 * Issue 34, « Words »: a label and its value are apart on screen AND in the page's text and what a
 * screen reader says — « Fournisseur : Le tripot de Baz », never « FournisseurLe tripot de Baz »
 * (French puts a no-break space before the colon). The layout already sets them apart; the colon is
 * in the text, not drawn.
 */

const NBSP = '\u00a0';

/** Arlette with a purveyor whose name starts with a capital, as the issue found it. */
function sheetWithPurveyor(): Sheet {
  const sheet = sampleSheet();
  const [arlette, basile] = sheet.crew.characters;
  return {
    ...sheet,
    crew: {
      ...sheet.crew,
      characters: [{ ...arlette!, skills: { hunt: 2 }, coin: 4, vice: { kind: 'gambling', purveyor: 'Le tripot de Baz', tapped: false } }, basile!],
    },
  };
}

/** Each label/value pair of a card (`<dt>` and `<dd>` in their row), as its text reads. */
const pairsOf = (card: HTMLElement) => [...card.querySelectorAll('dl > div')].map((row) => row.textContent);

describe('label/value pairs on the crew sheet', () => {
  it.each([
    ['fr', [`Fournisseur${NBSP}: Le tripot de Baz`, `Vice${NBSP}: Jeu`, `Chasser${NBSP}: 2`, `Argent personnel${NBSP}: 4`], `Les Gamins${NBSP}: Gang · qualité 1`],
    ['en', ['Purveyor: Le tripot de Baz', 'Vice: Gambling', 'Hunt: 2', 'Personal coin: 4'], 'Les Gamins: Gang · quality 1'],
  ] as const)('in %s, a PC’s facts and a cohort read label, colon, value', async (lang, pairs, cohort) => {
    renderIn(lang, <CrewSheet sheet={sheetWithPurveyor()} />);
    const arlette = await screen.findByRole('region', { name: 'Arlette' });
    const read = pairsOf(arlette);
    for (const pair of pairs) expect(read).toContain(pair);
    // Screen readers get the label with its colon (the term), then the value (its definition).
    const purveyor = within(arlette).getAllByRole('term').find((dt) => dt.textContent?.startsWith(lang === 'fr' ? 'Fournisseur' : 'Purveyor'));
    expect(purveyor?.textContent).toBe(lang === 'fr' ? `Fournisseur${NBSP}: ` : 'Purveyor: ');
    expect(purveyor?.nextElementSibling?.textContent).toBe('Le tripot de Baz');
    // The colon is not drawn: the two sit apart in their row already.
    expect(purveyor?.querySelector('.visually-hidden')).toBeTruthy();
    expect(arlette.textContent).not.toMatch(/FournisseurLe|PurveyorLe/);
    const cohorts = screen.getByRole('region', { name: lang === 'fr' ? 'Cohortes' : 'Cohorts' });
    expect(within(cohorts).getByRole('listitem').textContent).toBe(cohort);
  });

  it('a gauge reads its name, a colon, then its number; the meter keeps its name alone', () => {
    renderIn('fr', <CrewSheet sheet={sampleSheet()} />);
    const heat = screen.getByRole('meter', { name: 'Raffut' });
    expect(heat.closest('.gauge')?.querySelector('.gauge-head')?.textContent).toBe(`Raffut${NBSP}: 7/9`);
    expect(screen.getByText('Renom').closest('.gauge')?.textContent).toBe(`Renom${NBSP}: 7`);
  });

  it('an undone roll’s badge and its purpose, a faction’s name and its status, do not run together', async () => {
    const [roll] = sampleRolls();
    renderIn('en', <CrewSheet sheet={sampleSheet()} rolls={[{ ...roll!, undone: true }]} />);
    const rolls = await screen.findByRole('region', { name: 'Recent rolls' });
    expect(rolls.querySelector('.roll-head')?.textContent).toMatch(/^Undone \S/);
    const factions = screen.getByRole('region', { name: 'Faction status' });
    const lampions = within(factions).getByRole('img', { name: 'Les Lampions: −2 Hostile' }).closest('.row');
    expect(lampions?.textContent).toMatch(/^Les Lampions Tier II: /);
  });

  it('a wizard’s figures are apart in the text: level, vault, hired muscle', () => {
    renderIn('fr', <WizardStats wizard={sampleWizard()} />);
    expect(document.querySelector('.stats-line')?.textContent).toBe(`Niveau 10 Coffre-fort${NBSP}: 100 co Gros bras embauchés${NBSP}: 0 sur 2`);
  });
});
