import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CrewSheet } from './components/CrewSheet';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { renderIn } from '../../test/render';
import { QueryProvider } from '../../lib/query';
import { sampleRolls, sampleSheet } from '../../test/sampleSheet';
import { useAppStore } from '../../stores';
import type { CrewAsset } from '@temps-mort/rules';
import type { CrewRoll, CrewSheet as Sheet } from '../../lib/crew';

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
    const arlette = await screen.findByRole('region', { name: 'Arlette' });
    expect(within(arlette).getByText('Active')).toBeTruthy();
    expect(within(arlette).getByRole('img', { name: 'Insight: 2 of 4' })).toBeTruthy();
    const harm = within(arlette).getAllByRole('listitem').filter((li) => li.hasAttribute('data-level'));
    expect(harm.map((li) => li.textContent)).toEqual(['3 · Severe Jambe cassée', '1 · Lesser Bleus']);
    expect(within(arlette).getByText('Hantée')).toBeTruthy();
    expect(within(arlette).getByRole('img', { name: 'Healing clock: 2 of 4' })).toBeTruthy();
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

/** The value a card labels `label` (a `<dt>` and its `<dd>`). */
const valueOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The sample sheet with what each PC carries (skills, coin, load, a known vice), tithes owed and entanglements held. */
function carriedSheet(): Sheet {
  const sheet = sampleSheet();
  const [arlette, basile] = sheet.crew.characters;
  const none: Record<string, number> = {};
  return {
    ...sheet,
    heldEntanglements: 2,
    crew: {
      ...sheet.crew,
      unpaidTithes: [{ boss: 'Le Baron', amount: 3 }],
      characters: [
        { ...arlette!, skills: { hunt: 2, study: 1, 'Crochetage': 3 }, coin: 4, load: 5, vice: { kind: 'gambling', purveyor: 'La Roue', tapped: true } },
        { ...basile!, skills: none, coin: 0, load: 2, vice: { kind: 'weird', purveyor: '', tapped: false } },
      ],
    },
  };
}

const rollOf = (over: Partial<CrewRoll>): CrewRoll => ({ ...sampleRolls()[0]!, reasons: [], ...over });
const d12Roll = rollOf({ id: 'r-d12', who: 'GM', characterId: null, purpose: 'd12', kind: 'd12_action', sides: 12, dice: [9], band: 'success', quality: 10 });
const d100Roll = rollOf({ id: 'r-d100', who: 'Édouard', purpose: 'd100', kind: 'd100_simple', sides: 100, dice: [72], band: 'failure', quality: null });
const fortuneRoll = rollOf({ id: 'r-fortune', purpose: 'questioning_fortune', kind: 'fortune', band: 'crit', dice: [6, 6] });

describe('CrewSheet: what each PC carries, what the crew owes and what the GM holds', () => {
  it.each([
    ['en', { skills: 'Skills', hunt: 'Hunt', study: 'Study', coin: 'Personal coin', load: 'Load', vice: 'Vice', gambling: 'Gambling', weird: 'Weird', purveyor: 'Purveyor', none: 'None', tapped: '⚠ Tapped', jailed: 'Jailed', tithes: 'Unpaid tithes', tithe: 'Le Baron: 3', held: '2 entanglements held by the GM', heading: 'Entanglements' }],
    ['fr', { skills: 'Compétences', hunt: 'Chasser', study: 'Étudier', coin: 'Argent personnel', load: 'Charge', vice: 'Vice', gambling: 'Jeu', weird: 'Bizarrerie', purveyor: 'Fournisseur', none: 'Aucun', tapped: '⚠ Se faire sevrer', jailed: 'En prison', tithes: 'Dîmes impayées', tithe: 'Le Baron\u00a0: 3', held: '2 imbroglios gardés par le MJ', heading: 'Imbroglios' }],
  ] as const)('in %s: skills with ratings, coin, load, vice in words, purveyor, tithes, the held count', async (lang, w) => {
    renderIn(lang, <CrewSheet sheet={carriedSheet()} />);
    const arlette = await screen.findByRole('region', { name: 'Arlette' });
    expect(within(arlette).getByRole('heading', { level: 4, name: w.skills })).toBeTruthy();
    expect(valueOf(arlette, w.hunt)).toBe('2');
    expect(valueOf(arlette, w.study)).toBe('1');
    // A skill the glossary does not know is shown as the GM typed it.
    expect(valueOf(arlette, 'Crochetage')).toBe('3');
    expect(valueOf(arlette, w.coin)).toBe('4');
    expect(valueOf(arlette, w.load)).toBe('5');
    expect(valueOf(arlette, w.vice)).toBe(w.gambling);
    expect(valueOf(arlette, w.purveyor)).toBe(`La Roue ${w.tapped}`);
    const basile = screen.getByRole('region', { name: 'Basile' });
    expect(within(basile).getByText(w.jailed)).toBeTruthy();
    expect(within(basile).queryByRole('heading', { name: w.skills })).toBeNull();
    expect(valueOf(basile, w.vice)).toBe(w.weird);
    expect(valueOf(basile, w.purveyor)).toBe(w.none);
    // Never the engine's codes.
    expect(document.body.textContent).not.toMatch(/gambling|weird|\bhunt\b/);

    const tithes = screen.getByRole('region', { name: w.tithes });
    expect(within(tithes).getByRole('listitem').textContent).toBe(w.tithe);
    const entanglements = screen.getByRole('region', { name: w.heading });
    expect(within(entanglements).getByRole('listitem').textContent).toBe(lang === 'en' ? 'Rivals' : 'Rivalités');
    expect(within(entanglements).getByText(w.held)).toBeTruthy();
  });

  it('says one held entanglement in the singular, and nothing of held ones when there are none', async () => {
    const sheet = carriedSheet();
    const view = renderIn('fr', <CrewSheet sheet={{ ...sheet, heldEntanglements: 1, crew: { ...sheet.crew, pendingEntanglements: [] } }} />);
    const section = await screen.findByRole('region', { name: 'Imbroglios' });
    expect(within(section).getByText('1 imbroglio gardé par le MJ')).toBeTruthy();
    view.unmount();
    renderIn('en', <CrewSheet sheet={{ ...sheet, heldEntanglements: 0, crew: { ...sheet.crew, pendingEntanglements: [], unpaidTithes: [] } }} />);
    await screen.findByRole('region', { name: 'Arlette' });
    expect(screen.queryByRole('region', { name: 'Entanglements' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unpaid tithes' })).toBeNull();
  });
});

describe('CrewSheet: a jailed PC’s sentence (I2)', () => {
  /** The sample sheet with Basile jailed for `sentence`, or jailed in a history that kept none. */
  function jailedSheet(sentence: 'one_or_two_months' | 'life_or_execution' | null): Sheet {
    const sheet = sampleSheet();
    const [arlette, basile] = sheet.crew.characters;
    const jailed = sentence === null ? basile! : { ...basile!, jail: { sentence } };
    return { ...sheet, crew: { ...sheet.crew, characters: [arlette!, jailed] } };
  }

  it.each([
    ['en', 'Jailed', 'Sentence', 'One or two months', 'Life or execution'],
    ['fr', 'En prison', 'Peine', 'Un mois ou deux', 'Prison à vie ou exécution'],
  ] as const)('in %s: the status, then the sentence in words, never its code', async (lang, jailed, label, months, life) => {
    const view = renderIn(lang, <CrewSheet sheet={jailedSheet('one_or_two_months')} />);
    const basile = await screen.findByRole('region', { name: 'Basile' });
    expect(within(basile).getByText(jailed)).toBeTruthy();
    expect(valueOf(basile, label)).toBe(months);
    // Only the jailed PC has one.
    expect(within(screen.getByRole('region', { name: 'Arlette' })).queryByText(label, { selector: 'dt' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/one_or_two|I2\b/);
    view.unmount();
    renderIn(lang, <CrewSheet sheet={jailedSheet('life_or_execution')} />);
    expect(valueOf(await screen.findByRole('region', { name: 'Basile' }), label)).toBe(life);
  });

  it('a PC jailed in a history that kept no sentence reads just « jailed »', async () => {
    renderIn('fr', <CrewSheet sheet={jailedSheet(null)} />);
    const basile = await screen.findByRole('region', { name: 'Basile' });
    expect(within(basile).getByText('En prison')).toBeTruthy();
    expect(within(basile).queryByText('Peine', { selector: 'dt' })).toBeNull();
  });
});

describe('CrewSheet: recent rolls of every system, in words', () => {
  it.each([
    ['en', 'Recent rolls', ['→ Success', '(total 10)', 'by the GM'], ['→ Failure', 'by Édouard'], ['→ Critical result']],
    ['fr', 'Derniers jets', ['→ Réussite', '(total 10)', 'par le MJ'], ['→ Échec', 'par Édouard'], ['→ Résultat critique']],
  ] as const)('in %s: a d12 degree, a d100 outcome, a fortune band; never a raw band nor « GM »', async (lang, title, d12, d100, fortune) => {
    renderIn(lang, <CrewSheet sheet={sampleSheet()} rolls={[d12Roll, d100Roll, fortuneRoll]} />);
    const rolls = await screen.findByRole('region', { name: title });
    const [first, second, third] = within(rolls).getAllByRole('listitem').filter((li) => li.classList.contains('roll'));
    for (const words of d12) expect(first?.textContent).toContain(words);
    for (const words of d100) expect(second?.textContent).toContain(words);
    for (const words of fortune) expect(third?.textContent).toContain(words);
    expect(rolls.textContent).not.toMatch(/success|failure|\bcrit\b|quality 10|qualité 10/);
    if (lang === 'fr') expect(rolls.textContent).not.toContain('GM');
  });
});

describe('CrewSheet: a complex action’s roll (C3, C5, C6)', () => {
  const entry = { roll: 1, change: -3, raise: 0, counted: 0, remaining: 2, totalRaised: 0, milestonesReached: [], status: 'ongoing' };
  const side = (threshold: number, die: number) => ({ threshold, attribute: 50, die, success: die <= threshold });
  // As stored before its `quality` was the threshold: the steps it moved (−3).
  const test = rollOf({ id: 'r-c3', purpose: 'C3 Le coffre', kind: 'd100_complex', sides: 100, dice: [35], band: 'success', quality: -3, result: { value: { entry: { ...entry, kind: 'test', threshold: 80, die: 35, success: true } }, rolls: [] } });
  const opposed = rollOf({ id: 'r-c5', purpose: 'C5 Le coffre', kind: 'd100_complex', sides: 100, dice: [35, 60], band: 'actor', quality: -3, result: { value: { entry: { ...entry, kind: 'opposition', actor: side(80, 35), opponent: side(40, 60), winner: 'actor' } }, rolls: [] } });

  it('shows the threshold the GM rolled at (80 %), never the steps it moved as a threshold', async () => {
    renderIn('fr', <CrewSheet sheet={sampleSheet()} rolls={[test, opposed]} />);
    const rolls = await screen.findByRole('region', { name: 'Derniers jets' });
    const [first, second] = within(rolls).getAllByRole('listitem').filter((li) => li.classList.contains('roll'));
    expect(first?.textContent).toContain('(seuil 80\u00a0%)');
    // An opposed round has two thresholds: neither is « the » threshold.
    expect(second?.textContent).not.toContain('seuil');
    expect(rolls.textContent).not.toMatch(/[−-]3/);
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
      'Gang de dockers (Cohort (gang)): Just in case · quality 2 · acquired by Arlette, downtime 3',
      // A PC no longer on the sheet is named by their id.
      'Fiacre (Vehicle): For one score · quality 1 · acquired by pc-gone, downtime 3',
    ]);
    expect(within(screen.getByRole('region', { name: 'Cohorts' })).queryByText(/Gang de dockers/)).toBeNull();
  });

  it('in French, with the game’s words; no section when the crew holds nothing', () => {
    const { unmount } = renderIn('fr', <CrewSheet sheet={withAssets([gang])} />);
    const section = screen.getByRole('region', { name: 'Ressources acquises' });
    expect(within(section).getByRole('listitem').textContent).toBe('Gang de dockers (Cohorte (gang))\u00a0: Au cas où · qualité 2 · acquise par Arlette, temps mort 3');
    unmount();
    renderIn('en', <CrewSheet sheet={withAssets([])} />);
    expect(screen.queryByRole('region', { name: 'Acquired assets' })).toBeNull();
  });
});

describe('CrewSheet: the character a player link was given to', () => {
  it('comes first, marked in both languages, the others in the crew’s order', async () => {
    for (const [lang, you] of [['fr', 'C’est vous'], ['en', 'You']] as const) {
      const view = renderIn(lang, <CrewSheet sheet={sampleSheet()} characterId="pc-2" />);
      await screen.findByRole('region', { name: 'Arlette' });
      const cards = [...document.querySelectorAll('.pcs > section.pc')];
      expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([`Basile ${you}`, 'Arlette']);
      expect(cards[0]?.id).toBe('my-character');
      expect(within(cards[0] as HTMLElement).getByText(you).className).toContain('badge-you');
      view.unmount();
    }
  });

  it('is ignored when the character is no longer in the crew', async () => {
    renderIn('en', <CrewSheet sheet={sampleSheet()} characterId="pc-gone" />);
    await screen.findByRole('region', { name: 'Arlette' });
    expect([...document.querySelectorAll('.pcs > section.pc h3')].map((h) => h.textContent)).toEqual(['Arlette', 'Basile']);
    expect(document.getElementById('my-character')).toBeNull();
    expect(screen.queryByText('You')).toBeNull();
  });
});

describe('CrewSheet and the game systems played', () => {
  const onlyD12 = (system: string) => system === 'd12';

  it('a d12-only table: the crew’s characters and their d12 sheets, no heat, claims or tithes', async () => {
    const sheet = sampleSheet();
    const [arlette, basile, ...rest] = sheet.crew.characters;
    if (!arlette || !basile) throw new Error('no PCs');
    const unfilled = { ...basile, pools: { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } } };
    renderIn('fr', <CrewSheet sheet={{ ...sheet, crew: { ...sheet.crew, characters: [arlette, unfilled, ...rest] } }} plays={onlyD12} />);
    const card = await screen.findByRole('region', { name: 'Arlette' });
    expect(within(card).getByText('Corps')).toBeTruthy();
    expect(within(card).getByText('Points de Destin')).toBeTruthy();
    expect(within(card).queryByText('Charge')).toBeNull();
    // A PC whose d12 sheet was never filled in shows none: no pools at 0, nothing « mort ».
    const empty = screen.getByRole('region', { name: 'Basile' });
    expect(within(empty).queryByText('Corps')).toBeNull();
    expect(empty.textContent).not.toMatch(/mort/i);
    expect(screen.queryByRole('meter', { name: 'Raffut' })).toBeNull();
    expect(document.querySelector('.stats')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Domaines' })).toBeNull();
  });

  it('a table that plays the downtime only: no d12 sheet on the cards', async () => {
    renderIn('en', <CrewSheet sheet={sampleSheet()} plays={(system) => system === 'downtime'} />);
    const card = await screen.findByRole('region', { name: 'Arlette' });
    expect(within(card).queryByText('Body')).toBeNull();
    expect(within(card).getByText('Load')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Heat' })).toBeTruthy();
  });
});

describe('CrewSheet: the clocks of the crew and of its factions (K1)', () => {
  /** Text as read, the French typography's non-breaking spaces as plain ones. */
  const read = (el: Element | null) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

  it('a player reads the crew’s open clock whole, a faction’s goal clock by its name only, another in the table’s words', () => {
    renderIn('fr', <CrewSheet sheet={sampleSheet()} />);
    const own = screen.getByRole('region', { name: 'Contrats de la bande' });
    expect(within(own).getByRole('img', { name: 'La Garde se rapproche\u00a0: 2 sur 6' })).toBeTruthy();
    expect(read(own)).toContain('Une fois rempli : Descente au repaire');
    const factions = screen.getByRole('region', { name: 'Relations' });
    const lines = [...factions.querySelectorAll('[data-clock]')].map(read);
    expect(lines).toEqual(['?Les Lampions : « Prendre les Docks », avancement inconnu', 'La Garde : 5/8 sur « Purger la milice »']);
    expect(read(factions)).toContain('But : Tenir la ville');
    // Nothing is marked as the GM's: a player's sheet holds nothing hidden.
    expect(document.querySelector('.badge-gm')).toBeNull();
  });

  it('the GM’s sheet marks what players do not see: a name-only clock’s progress, a faction’s notes kept back', () => {
    const sheet = sampleSheet();
    const gm = {
      ...sheet,
      crew: { ...sheet.crew, factions: sheet.crew.factions.map((f) => (f.id === 'f1' ? { ...f, notes: 'Leur chef doit de l’argent' } : f)) },
      clocks: sheet.clocks.map((c) => (c.id === 'k2' ? { ...c, progress: { filled: 3, segments: 8, full: false }, onFill: 'Le port' } : c)),
    };
    renderIn('en', <CrewSheet sheet={gm} />);
    const factions = screen.getByRole('region', { name: 'Faction status' });
    expect(read(factions.querySelector('[data-clock="k2"]'))).toBe('Les Lampions: 3/8 on “Prendre les Docks” Name only for the playersWhen it fills: Le port');
    expect(read(factions)).toContain('What is known: Leur chef doit de l’argent GM only');
    // The goal players were told is not marked.
    expect(read(factions)).toContain('Goal: Tenir la ville');
    expect(read(factions)).not.toContain('Goal: Tenir la ville GM only');
  });

  it('says the news when a clock moves live, and not on the first paint', () => {
    const sheet = sampleSheet();
    const view = renderIn('fr', <CrewSheet sheet={sheet} />);
    const again = (next: Sheet) => view.rerender(<QueryProvider client={view.client}><CrewSheet sheet={next} /></QueryProvider>);
    expect(read(screen.getByRole('status'))).toBe('');
    const moved = { ...sheet, clocks: sheet.clocks.map((c) => (c.id === 'k3' ? { ...c, progress: { filled: 6, segments: 8, full: false } } : c)) };
    act(() => again(moved));
    expect(read(screen.getByRole('status'))).toBe('Du nouveau : La Garde : 6/8 sur « Purger la milice »');
  });
});
