import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CrewSheet } from './components/CrewSheet';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { renderIn } from '../../test/render';
import { sampleRolls, sampleSheet } from '../../test/sampleSheet';
import { useAppStore } from '../../stores';
import type { CrewAsset } from '@temps-mort/rules';

const stats = () => within(document.querySelector('.stats') as HTMLElement);

function renderSheet(lang: 'fr' | 'en') {
  return renderIn(
    lang,
    <>
      <LanguageSwitch />
      <CrewSheet sheet={sampleSheet()} rolls={sampleRolls()} />
    </>,
  );
}

describe('CrewSheet', () => {
  it('shows the whole sheet in English', async () => {
    renderSheet('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
    expect(stats().getByText('Tier II')).toBeTruthy();
    expect(stats().getByText('weak hold')).toBeTruthy();
    expect(stats().getByText(/At war/)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Heat' }).getAttribute('aria-valuetext')).toBe('Heat: 7 of 9');
    // H3 from the rules' constants: heat 0–9, a wanted level at 10, wanted 0–4.
    expect(screen.getByText('10 → Wanted level +1')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Wanted level' }).getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('meter', { name: 'Wanted level' }).getAttribute('aria-valuemax')).toBe('4');
    expect(screen.getByText('Rep')).toBeTruthy();
    // Claims and prison claims, the latter named by the glossary.
    expect(screen.getByText('Tripot')).toBeTruthy();
    expect(screen.getByText('Smuggling')).toBeTruthy();
    expect(screen.getByText('Bribed guards')).toBeTruthy();
    // Faction statuses with their signs.
    expect(screen.getByRole('img', { name: 'Les Lampions: \u22122 Hostile' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'La Garde: +3 Allies' })).toBeTruthy();
    // Each PC: status, circles, harm by level (worst first), trauma, clocks, vice tapped.
    const arlette = screen.getByRole('region', { name: 'Arlette' });
    expect(within(arlette).getByText('Active')).toBeTruthy();
    expect(within(arlette).getByRole('img', { name: 'Insight: 2 of 4' })).toBeTruthy();
    const harm = within(arlette).getAllByRole('listitem').filter((li) => li.hasAttribute('data-level'));
    expect(harm.map((li) => li.textContent)).toEqual(['3 · Severe Jambe cassée', '1 · Lesser Bleus']);
    expect(within(arlette).getByText('Hantée')).toBeTruthy();
    expect(within(arlette).getByRole('img', { name: 'Recover: 2 of 4' })).toBeTruthy();
    expect(within(arlette).getByRole('img', { name: 'Carte des égouts: 3 of 8' })).toBeTruthy();
    expect(within(arlette).getByText(/Tapped/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Basile' })).getByText('Jailed')).toBeTruthy();
    // The revealed entanglement; the recent roll with its reason.
    expect(screen.getByText('Rivals')).toBeTruthy();
    const rolls = await screen.findByRole('region', { name: 'Recent rolls' });
    expect(within(rolls).getByText('Heat −2 (quality 2) → 5')).toBeTruthy();
    expect(within(rolls).getByText('Dice: 4, 2')).toBeTruthy();
  });

  it('marks an undone roll as undone, in both languages, and never as a valid result', async () => {
    const [roll] = sampleRolls();
    const undone = { ...roll!, undone: true };
    for (const [lang, word] of [['en', 'Undone'], ['fr', 'Annulé']] as const) {
      const view = renderIn(lang, <CrewSheet sheet={sampleSheet()} rolls={[undone]} />);
      const rolls = await screen.findByRole('region', { name: lang === 'en' ? 'Recent rolls' : 'Derniers jets' });
      const item = within(rolls).getByText(word).closest('li');
      expect(item?.className).toContain('roll--undone');
      view.unmount();
    }
  });

  it('shows it in French with the game’s French terms, and switches language', async () => {
    renderSheet('fr');
    expect(stats().getByText('Rang II')).toBeTruthy();
    expect(stats().getByText('Assise faible')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Raffut' }).getAttribute('aria-valuetext')).toBe('Raffut\u00a0: 7 sur 9');
    expect(screen.getByText('10 → Avis de recherche +1')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Avis de recherche' })).toBeTruthy();
    expect(screen.getByText('Renom')).toBeTruthy();
    expect(screen.getByText('Domaines carcéraux')).toBeTruthy();
    expect(screen.getByText('Contrebande')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Les Lampions\u00a0: \u22122 Hostiles' })).toBeTruthy();
    expect(screen.getByText('Rivalités')).toBeTruthy();
    expect(await screen.findByText('Raffut −2 (qualité 2) → 5')).toBeTruthy();

    const english = screen.getByRole('button', { name: /English/ });
    expect(english.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      fireEvent.click(english);
    });
    expect(useAppStore.getState().lang).toBe('en');
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('meter', { name: 'Heat' })).toBeTruthy();
    expect(screen.getByText('Smuggling')).toBeTruthy();
    expect(screen.getByText('Heat −2 (quality 2) → 5')).toBeTruthy();
    expect(screen.queryByText('Raffut')).toBeNull();
    // The choice is remembered.
    expect(JSON.parse(localStorage.getItem('tm.prefs') ?? '{}')).toMatchObject({ state: { lang: 'en' } });
  });
});

describe('CrewSheet: acquired assets (A4)', () => {
  const gang: CrewAsset = { id: 'crew-1/asset-9', name: 'Gang de dockers', kind: 'cohort_gang', quality: 2, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 3 };
  const cart: CrewAsset = { ...gang, id: 'crew-1/asset-11', name: 'Fiacre', kind: 'vehicle', quality: 1, duration: 'one_score', acquiredBy: 'pc-gone' };
  const withAssets = (assets: readonly CrewAsset[]) => {
    const sheet = sampleSheet();
    return { ...sheet, crew: { ...sheet.crew, assets } };
  };

  it('lists what the crew holds: what it is, its kind, quality, how long and who acquired it (a cohort acquired is an asset, not a cohort)', () => {
    renderIn('en', <CrewSheet sheet={withAssets([gang, cart])} />);
    const section = screen.getByRole('region', { name: 'Acquired assets' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      'Gang de dockers (Cohort (gang))Just in case · quality 2 · acquired by Arlette, downtime 3',
      // A PC no longer on the sheet is named by their id.
      'Fiacre (Vehicle)For one score · quality 1 · acquired by pc-gone, downtime 3',
    ]);
    expect(within(screen.getByRole('region', { name: 'Cohorts' })).queryByText(/Gang de dockers/)).toBeNull();
  });

  it('in French, with the game’s words; no section when the crew holds nothing', () => {
    const { unmount } = renderIn('fr', <CrewSheet sheet={withAssets([gang])} />);
    const section = screen.getByRole('region', { name: 'Ressources acquises' });
    expect(within(section).getByRole('listitem').textContent).toBe('Gang de dockers (Cohorte (gang))Au cas où · qualité 2 · acquise par Arlette, temps mort 3');
    unmount();
    renderIn('en', <CrewSheet sheet={withAssets([])} />);
    expect(screen.queryByRole('region', { name: 'Acquired assets' })).toBeNull();
  });
});

describe('CrewSheet: the character a player link was given to', () => {
  it('comes first, marked in both languages, the others in the crew’s order', () => {
    for (const [lang, you] of [['fr', 'C’est vous'], ['en', 'You']] as const) {
      const view = renderIn(lang, <CrewSheet sheet={sampleSheet()} characterId="pc-2" />);
      const cards = [...document.querySelectorAll('.pcs > section.pc')];
      expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([`Basile ${you}`, 'Arlette']);
      expect(cards[0]?.id).toBe('my-character');
      expect(within(cards[0] as HTMLElement).getByText(you).className).toContain('badge-you');
      view.unmount();
    }
  });

  it('is ignored when the character is no longer in the crew', () => {
    renderIn('en', <CrewSheet sheet={sampleSheet()} characterId="pc-gone" />);
    expect([...document.querySelectorAll('.pcs > section.pc h3')].map((h) => h.textContent)).toEqual(['Arlette', 'Basile']);
    expect(document.getElementById('my-character')).toBeNull();
    expect(screen.queryByText('You')).toBeNull();
  });
});
