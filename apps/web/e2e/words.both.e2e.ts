/**
 * Our own words: every screen of app/routes.tsx, in French and in English, read as a reader gets
 * it (visible text, titles, aria-labels, placeholders, alt texts; disclosures opened), must show
 * no engine code, no rule id outside the GM's "Pourquoi ?" tags, none of the other language's
 * words, and — in French — no elision or typography a French reader would correct. The campaign
 * is made of names that begin with a vowel or an article (Les Lanternes, Arlette, Édouard, Le
 * Guet, Ombeline…), so every « de {name} » the app writes is tested. The checks: support/words.ts;
 * on a phone, each screen must also fit its width and cut no word across lines (support/layout.ts).
 */
import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiError, type Gm, type Sheet } from './support/gm';
import { overflow, splitWords } from './support/layout';
import { checkWords, describe, readScreen, type Lang } from './support/words';

// ─── the checks can fail ─────────────────────────────────────────────────────────────────────────

test('the word checks flag what they are for, and pass what is right', () => {
  const gm = (text: string, lang: Lang = 'fr') => describe(checkWords({ text, attributes: [], headings: [] }, { lang, names: ['Arlette'], player: false }));
  const player = (text: string) => describe(checkWords({ text, attributes: [], headings: [] }, { lang: 'fr', names: [], player: true }));
  expect(gm('Part de Arlette')).toEqual([expect.stringMatching(/^no elision: « de Arlette »/)]);
  expect(gm('Registre de le Ombeline')).toEqual([expect.stringMatching(/^no elision: « le Ombeline »/), expect.stringMatching(/^no contraction: « de le Ombeline »/)]);
  expect(gm('Vice: Jeu')).toEqual([expect.stringMatching(/^no no-break space before the mark: « e: »/)]);
  expect(gm('Vice : Jeu')).toEqual([expect.stringMatching(/^plain space before the mark/)]);
  expect(gm('Activité\u00a0: indulge_vice')).toEqual([expect.stringMatching(/^snake_case code: « indulge_vice »/)]);
  expect(gm('Champ atWar')).toEqual([expect.stringMatching(/^camelCase identifier: « atWar »/)]);
  expect(player('Raffut (H4)')).toEqual([expect.stringMatching(/^rule id on a players’ screen: « H4 »/)]);
  expect(gm('Raffut (H4)')).toEqual([expect.stringMatching(/^rule id outside a rule tag: « H4 »/)]);
  expect(describe(checkWords({ text: '', attributes: [], headings: ['H4 Raffut'] }, { lang: 'fr', names: [], player: false }))).toContain('rule id in a heading: « H4 » in « H4 Raffut »');
  expect(gm('Annuler la dernière step')).toEqual([expect.stringMatching(/^English word: « step »/)]);
  expect(gm('Undo the last étape', 'en')).toEqual([expect.stringMatching(/^French word: « étape »/)]);
  expect(gm('Part de le Guet, à les Lanternes')).toHaveLength(2);
  expect(gm('L\'ordre')).toEqual([expect.stringMatching(/^ASCII apostrophe/)]);
  expect(gm('Id cmabcdefghijklmnopqrstu')).toEqual([expect.stringMatching(/^cuid-like id/)]);
  expect(gm('Bande 35b76ae8-61b2-4016-98e4-6c31a026a4bd')).toContainEqual(expect.stringMatching(/^UUID/));
  expect(gm('Raffut sheet.heat')).toContainEqual(expect.stringMatching(/^catalog key: « sheet.heat »/));
  expect(gm('Jet de dette : not_called', 'en')).toContain('snake_case code: « not_called » in « Jet de dette : not_called »');
  expect(gm('« Arlette»')).toEqual([expect.stringMatching(/^no no-break space inside « »/), expect.stringMatching(/^no no-break space inside « »/)]);
  // What is right passes: elided names, no-break spaces, a time, a share link, the names themselves.
  expect(gm('Part d’Arlette\u00a0: 3 co. Pourquoi\u00a0? «\u00a0Arlette\u00a0» à 18:30, 50\u00a0% http://127.0.0.1:4000/share#token=abc_def')).toEqual([]);
  expect(gm('Arlette’s share: 3 coin. Why? “Arlette” (e.g. a table)', 'en')).toEqual([]);
  expect(gm('Supprimer Les Lanternes\u00a0? Retirer L’Entrepôt')).toEqual([
    expect.stringMatching(/^capital article inside a sentence: « Les Lanternes »/),
    expect.stringMatching(/^capital article inside a sentence: « L’Entrepôt »/),
  ]);
  expect(gm('Faction\u00a0: Le Guet, supprimer les Lanternes\u00a0?')).toEqual([]);
  expect(describe(checkWords({ text: 'Soins\u00a0: un personnage retiré', attributes: [], headings: [] }, { lang: 'fr', names: [], player: false, nothingRemoved: true }))).toEqual([
    expect.stringMatching(/^named as removed: « un personnage retiré »/),
  ]);
  // An imperative's pronoun never elides.
  expect(gm('Incarcérez-le ici.')).toEqual([]);
});

test('the layout check flags a screen wider than a phone, and passes one that fits', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const phone = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  // The table fits whatever the machine's fonts (two short cells); only the div sticks out.
  await page.setContent(`${phone}<main><table><tr><td>Représailles</td><td>Coopération</td></tr></table><div style="width: 500px">large</div></main>`);
  expect(await overflow(page)).toEqual([expect.stringMatching(/^wider than the screen: 50\d px for 412 px/), expect.stringMatching(/sticks out \(50\d px\): main > div/)]);
  await page.setContent(`${phone}<main><p>Part d’Arlette</p></main>`);
  expect(await overflow(page)).toEqual([]);
});

test('the word-cut check flags a column squeezed to a few letters, and passes words kept whole', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const phone = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  // The old rule (every cell `overflow-wrap: anywhere`): a table of many columns squeezes « Volonté » to a few letters.
  const cells = ['Nom', 'Rôle', 'Coût de base', 'Volonté', 'Représailles', 'Coopération', 'Interrogatoire', 'Démonstration'];
  const table = (style: string) =>
    `${phone}<style>td { ${style} }</style><main lang="fr"><table style="width: 100%"><tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr></table></main>`;
  await page.setContent(table('overflow-wrap: anywhere'));
  expect(await splitWords(page)).toContainEqual(expect.stringMatching(/^word cut across lines: « Volonté » in tr > td$/));
  // A break at the word's own hyphen, soft hyphen or between words is fine.
  await page.setContent(`${phone}<main lang="fr"><p style="width: 5ch">Barbier-chirurgien Démons\u00adtration Mort sans repos</p></main>`);
  expect(await splitWords(page)).toEqual([]);
});

// ─── the campaign ────────────────────────────────────────────────────────────────────────────────

/**
 * Every name and free text the GM types below: they are the GM's words, not the app's. With the
 * server's first campaign and crew, « Ma campagne » and « Ma bande »: names the GM may keep (the
 * history still names the crew as it was created).
 */
const NAMES = [
  'Ma campagne', 'Ma bande', 'MJ',
  'L’Ombre du Port', 'Les Lanternes', 'Tenir le quai', 'Le quai est à eux', 'Pas avant la prochaine affaire', 'Encaisser le coup', 'La Garde approche', 'Arlette', 'Édouard', 'Bastien', 'Le Guet', 'Les Anguilles', 'Les Irréguliers',
  'L’Entrepôt', 'Oncle Émile', 'Épaule démise', 'L’Almanach', 'Les Outils', 'Escrime', 'Une flûte', 'Les rats',
  'Ombeline', 'Anselme', 'Eudes', 'Ulric', 'L’Effraction', 'Les Égouts', 'Escalade', 'Écoute', 'La Table',
];

interface Campaign {
  readonly crewId: string;
  readonly wizardId: string;
  readonly actionId: string;
  readonly arletteId: string;
}

const id = (sheet: Sheet, name: string): string => sheet.crew.characters.find((c) => c.name === name)?.id ?? '';

/** The crew, its people, the dice, the complex action and the wizard (no downtime yet). */
async function buildCampaign(gm: Gm): Promise<Campaign & { edouardId: string; bastienId: string; guetId: string; anguillesId: string }> {
  const crewId = gm.defaultCrewId;
  await gm.renameCampaign('L’Ombre du Port');
  await gm.editCrew(crewId, { name: 'Les Lanternes', tier: 1, hold: 'strong', rep: 3, coin: 6, heat: 2, wanted: 1, claims: ['L’Entrepôt'] });
  await gm.addFaction(crewId, { name: 'Le Guet', tier: 2, status: -1 });
  await gm.addFaction(crewId, { name: 'Les Anguilles', tier: 1, status: -2 });
  await gm.addCohort(crewId, { name: 'Les Irréguliers', kind: 'gang', quality: 1 });
  await gm.addCharacter(crewId, {
    name: 'Arlette',
    skills: { consort: 2, sway: 1, tinker: 1 },
    attributes: { insight: { max: 3, current: 1 } },
    vice: { kind: 'gambling', purveyor: 'Oncle Émile', tapped: false },
    coin: 2,
  });
  await gm.addCharacter(crewId, {
    name: 'Édouard',
    skills: { prowl: 2, finesse: 1 },
    pools: { body: { value: 5, pool: 5 }, mind: { value: 4, pool: 4 }, soul: { value: 4, pool: 4 } },
    traits: [{ name: 'Escrime', rating: 2 }],
    comfort: { name: 'Une flûte', lost: false },
    fear: 'Les rats',
    destiny: 1,
  });
  const sheet = (await gm.addCharacter(crewId, { name: 'Bastien', skills: { hunt: 2, tinker: 2 }, harm: [{ level: 2, description: 'Épaule démise' }] })).sheet;
  const guetId = sheet.crew.factions.find((f) => f.name === 'Le Guet')?.id ?? '';
  const anguillesId = sheet.crew.factions.find((f) => f.name === 'Les Anguilles')?.id ?? '';
  const arletteId = id(sheet, 'Arlette');
  const edouardId = id(sheet, 'Édouard');
  const bastienId = id(sheet, 'Bastien');
  await gm.addProject(crewId, bastienId, { name: 'L’Almanach', segments: 8 });

  // Dice: d6 and fortune, d12 (a PC's and a fear test), d100 (a test, an opposition, a group).
  await gm.roll('d6', { pool: 2, characterId: arletteId, purpose: 'Escalade' });
  await gm.roll('fortune', { pool: 1, shift: 1, crewId });
  await gm.roll('d12', { attribute: 'body', characterId: edouardId, trait: 'Escrime', threshold: 8 });
  await gm.roll('fear-test', { characterId: edouardId });
  await gm.roll('d100', { threshold: 55, purpose: 'Écoute', crewId });
  await gm.roll('d100-opposition', { actor: { threshold: 60, attribute: 5 }, opponent: { threshold: 45, attribute: 3 } });
  await gm.roll('d100-group', { leadThreshold: 50, helpers: [40, 35] });

  const actionId = await gm.createComplexAction({ name: 'L’Effraction', crewId, start: 8, failureThreshold: 4, milestones: [{ crossed: 2, label: 'Les Égouts' }] });
  await gm.complexRoll(actionId, 'roll', { threshold: 50, who: 'Arlette' });
  // A critical may end the action at once (C3): then the second roll is refused, which is fine.
  await gm.complexRoll(actionId, 'group-roll', { leadThreshold: 45, helpers: [40], who: 'Bastien' }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 422)) throw error;
  });

  // Ombeline's ledger: a loan, an intimidation, hired muscle settled, a pay-off, the debt check.
  const wizard = await gm.createWizard({
    name: 'Ombeline',
    level: 8,
    gold: 400,
    markers: 1,
    warband: [
      { name: 'Anselme', role: 'apprentice', baseCost: 0, will: 2 },
      { name: 'Eudes', role: 'soldier', baseCost: 100, will: 1 },
    ],
  });
  await gm.wizardWrite(wizard.id, '/favours', { kind: 'loan', amount: 300 });
  await gm.wizardWrite(wizard.id, '/favours', { kind: 'intimidation', target: { name: 'Ulric', role: 'soldier', will: 1 }, bonus: 1 });
  await gm.wizardWrite(wizard.id, '/favours', { kind: 'hired_muscle', muscle: 'thief' });
  await gm.wizardWrite(wizard.id, '/pay-off', { markers: 1 });
  await gm.wizardWrite(wizard.id, '/hired-muscle/settle', { diedIds: [] });
  await gm.wizardWrite(wizard.id, '/collections');
  return { crewId, wizardId: wizard.id, actionId, arletteId, edouardId, bastienId, guetId, anguillesId };
}

/** E2: the first way out of the pending entanglement that the crew can take, with what it needs. */
async function resolveEntanglement(gm: Gm, crewId: string, people: { arletteId: string; bastienId: string }): Promise<void> {
  const sheet = await gm.sheet(crewId);
  const pending = sheet.crew.pendingEntanglements[0];
  if (!pending) return;
  if (!pending.revealed) await gm.write(crewId, 'POST', `/downtime/entanglements/${encodeURIComponent(pending.id)}/reveal`);
  const { options } = await gm.call<{ options: { kind: string; option: string; factionId?: string; possible: boolean; claims?: string[] }[] }>(
    'GET',
    `/api/crews/${crewId}/entanglements/${encodeURIComponent(pending.id)}/options`,
  );
  const extras: Record<string, Record<string, unknown>> = {
    hand_over: { who: 'Ulric' },
    fortune_roll: { pool: 1, experience: 0, who: 'Bastien' },
    pay_personal: { characterId: people.arletteId },
    beaten: { characterId: people.bastienId, resisted: { harm: false, heat: false } },
    hire_occultist: { occultistQuality: 2 },
    switch_allegiance: { who: 'Ulric', to: 'Le Guet' },
    concede_claim: { claim: 'L’Entrepôt' },
  };
  const refused: string[] = [];
  for (const o of options.filter((x) => x.possible)) {
    const choice: Record<string, unknown> = { kind: o.kind, option: o.option, ...(o.factionId ? { factionId: o.factionId } : {}), ...extras[o.option] };
    if (o.kind === 'interrogation' && o.option === 'pay') choice.characterId = people.arletteId;
    if (o.kind === 'usual_suspects' && o.option === 'pay') choice.who = 'Ulric';
    if (o.kind === 'cohort_trouble') choice.cohortId = sheet.crew.cohorts[0]?.id;
    try {
      await gm.write(crewId, 'POST', `/downtime/entanglements/${encodeURIComponent(pending.id)}/resolve`, { choice });
      return;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.push(error.message);
    }
  }
  throw new Error(`no way out of ${pending.kind} was taken: ${JSON.stringify(options)} ${refused.join('; ')}`);
}

/** Moves on (activities → done), after the player's pick if a vice overindulged (V2). */
async function advance(gm: Gm, crewId: string, overindulged: readonly string[]): Promise<void> {
  try {
    await gm.downtime(crewId, 'advance');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const characterId of overindulged) await gm.downtime(crewId, 'overindulgence', { characterId, choice: 'brag' }).catch(() => undefined);
    await gm.downtime(crewId, 'advance');
  }
}

// ─── reading the screens ─────────────────────────────────────────────────────────────────────────

type Findings = Map<string, Set<string>>;

/** WORDS_DUMP=<file>: every reading is appended there too, for a French reader's own look. */
const DUMP = process.env.WORDS_DUMP;

const other = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

/** The header's switch (behind the menu on a GM's phone); the app remembers the choice. */
async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const button = page.locator(`.lang-switch button[lang="${lang}"]`);
  const menu = page.locator('.menu-toggle');
  await expect(button.or(menu).filter({ visible: true }).first()).toBeVisible();
  if (!(await button.isVisible())) await menu.click();
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function ready(page: Page, extra?: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
  if (extra) await extra(page);
}

/** Reads the screen, then again after opening each closed disclosure (details, aria-expanded buttons). */
async function readAll(page: Page, key: string, player: boolean, findings: Findings): Promise<void> {
  const lang = ((await page.locator('html').getAttribute('lang')) ?? 'en') as Lang;
  const record = async () => {
    const screen = await readScreen(page, { hideRuleTags: !player });
    if (DUMP) appendFileSync(DUMP, `\n===== ${key} [${lang}]\n${screen.text}\n--- attributes\n${screen.attributes.join('\n')}\n`);
    const lines = describe(checkWords(screen, { lang, names: NAMES, player, nothingRemoved: true }));
    // On a phone, the screen must also fit: nothing that scrolls sideways, no word cut mid-word.
    if ((page.viewportSize()?.width ?? 1280) < 600) lines.push(...(await overflow(page)), ...(await splitWords(page)));
    if (lines.length === 0) return;
    const at = `${key} [${lang}]`;
    const set = findings.get(at) ?? new Set<string>();
    lines.forEach((l) => set.add(l));
    findings.set(at, set);
  };
  await record();
  const closed = page
    .locator('details:not([open]) > summary:not([data-words-opened]), button[aria-expanded="false"]:not([data-words-opened])')
    .filter({ visible: true });
  // Bounded: an accordion closes one disclosure when it opens another.
  for (let i = 0; i < 25 && (await closed.count()) > 0; i++) {
    const next = await closed.first().elementHandle();
    if (!next) break;
    // A <details> is opened as its toggle would (the same `toggle` event): no click to land on a phone's narrow layout.
    await next.evaluate((e) => {
      e.setAttribute('data-words-opened', '');
      if (e.tagName === 'SUMMARY' && e.parentElement instanceof HTMLDetailsElement) e.parentElement.open = true;
    });
    if ((await next.evaluate((e) => e.tagName)) !== 'SUMMARY') await next.click();
    await expect(page.locator('.loading')).toHaveCount(0);
    await record();
  }
}

interface Visit {
  readonly path: string;
  /** The screen's name in the report (ids replaced). */
  readonly key: string;
  readonly player?: boolean;
  readonly extra?: (page: Page) => Promise<void>;
}

/** One screen in both languages: the one the app is in, then the other through the switch. */
async function visit(page: Page, screen: Visit, findings: Findings): Promise<void> {
  await test.step(screen.key, async () => {
    await page.goto(screen.path);
    await ready(page, screen.extra);
    await readAll(page, screen.key, screen.player ?? false, findings);
    const lang = ((await page.locator('html').getAttribute('lang')) ?? 'en') as Lang;
    await switchLanguage(page, other(lang));
    await ready(page, screen.extra);
    // The disclosures left open stay open; those an accordion closed again are opened again.
    await page.locator('[data-words-opened]').evaluateAll((all) => all.forEach((e) => e.removeAttribute('data-words-opened')));
    await readAll(page, screen.key, screen.player ?? false, findings);
  });
}

/** The d12 page chooses no PC for the GM: the first one is chosen, so that its forms are read too. */
const firstPc = async (page: Page) => {
  const pc = page.getByRole('combobox', { name: /^(Character|Personnage)$/ });
  if ((await pc.inputValue()) === '') await pc.selectOption({ index: 1 });
};

/** The reasons (rule words load lazily): wait until a "Pourquoi ?" list is there. */
const withReasons = async (page: Page) => {
  await expect(page.locator('.reasons-list').first()).toBeAttached();
};

test('every screen, in French and in English, in our own words', async ({ page, gm, openPhone }, testInfo) => {
  test.setTimeout(240_000);
  const findings: Findings = new Map();
  const c = await buildCampaign(gm);
  const { crewId } = c;
  const crew = `/crews/${crewId}`;
  const downtime: Visit = { path: `${crew}/downtime`, key: '/crews/:id/downtime', extra: withReasons };
  const at = (phase: string): Visit => ({ ...downtime, key: `${downtime.key} (${phase})` });

  await page.goto('/');
  await ready(page);
  await switchLanguage(page, 'fr');

  await visit(page, { path: '/', key: '/' }, findings);
  await visit(page, { path: crew, key: '/crews/:id' }, findings);
  await visit(page, { path: `${crew}?edit=1`, key: '/crews/:id?edit=1' }, findings);
  await visit(page, { path: '/crews/new', key: '/crews/new' }, findings);
  await visit(page, { ...downtime, key: `${downtime.key} (start)`, extra: undefined }, findings);

  // The downtime, every step with its result, the screen read at each.
  await gm.downtime(crewId, 'start');
  await visit(page, at('payoff'), findings);
  await gm.downtime(crewId, 'payoff', { targetTier: 2, take: 6, split: { stash: 4, shares: [{ characterId: c.arletteId, coin: 2 }] } });
  await visit(page, at('heat'), findings);
  await gm.downtime(crewId, 'heat', { exposure: 'loud', highProfileTarget: true });
  await gm.downtime(crewId, 'conflict-heat', { exposure: 'contained', hostileTerritory: true });
  await visit(page, at('incarceration'), findings);
  await gm.downtime(crewId, 'jail', { characterId: c.edouardId });
  await visit(page, at('jailed'), findings);
  await gm.downtime(crewId, 'incarceration-roll', { characterId: c.edouardId, factionId: c.guetId, claimKind: 'bribed_guards' });
  await visit(page, at('incarceration roll'), findings);
  await gm.downtime(crewId, 'entanglement-roll', { pick: 'after_roll' });
  await visit(page, at('entanglement rolled'), findings);
  await gm.downtime(crewId, 'entanglement-pick', { pick: 'pick_for_me' });
  await visit(page, at('entanglement'), findings);
  await resolveEntanglement(gm, crewId, c);
  await visit(page, at('entanglement resolved'), findings);
  await gm.downtime(crewId, 'advance');
  await visit(page, at('activities'), findings);
  await gm.downtime(crewId, 'activities', { characterId: c.arletteId, activity: { kind: 'acquire_asset', name: 'Les Outils', assetKind: 'special_equipment' } });
  await visit(page, at('asset to settle'), findings);
  await gm.downtime(crewId, 'asset-settle', { characterId: c.arletteId, coin: 0 });
  await gm.downtime(crewId, 'activities', { characterId: c.arletteId, activity: { kind: 'indulge_vice', attribute: 'insight' } });
  await gm.downtime(crewId, 'activities', { characterId: c.bastienId, activity: { kind: 'recover', healer: { kind: 'pc', characterId: c.arletteId, action: 'tinker' } } });
  const project = (await gm.sheet(crewId)).crew.characters.find((x) => x.id === c.bastienId)?.projects[0]?.id ?? '';
  await gm.downtime(crewId, 'activities', { characterId: c.bastienId, activity: { kind: 'long_term_project', projectId: project, action: 'tinker' } });
  await visit(page, at('activities done'), findings);
  await advance(gm, crewId, [c.arletteId]);
  expect((await gm.sheet(crewId)).downtime.phase).toBe('done');
  await visit(page, { ...at('done'), extra: async (p) => expect(p.getByText(/^(Ce qui a changé|What changed)$/).first()).toBeVisible() }, findings);

  // K1: a faction's goal clock (name only for the players) and the crew's danger clock, on every screen after.
  await gm.write(crewId, 'POST', '/clocks', { name: 'Tenir le quai', owner: { kind: 'faction', id: c.guetId }, segments: 8, filled: 3, visibility: 'name_only', onFill: 'Le quai est à eux' });
  await gm.write(crewId, 'POST', '/clocks', { name: 'La Garde approche', owner: { kind: 'crew', id: crewId }, segments: 6, visibility: 'open' });
  await visit(page, { path: `${crew}/between`, key: '/crews/:id/between' }, findings);

  // The rest of the GM's screens, after the downtime.
  await visit(page, { path: crew, key: '/crews/:id (after)' }, findings);
  await visit(page, { path: `${crew}?edit=1`, key: '/crews/:id?edit=1 (after)' }, findings);
  await visit(page, { path: `${crew}/history`, key: '/crews/:id/history', extra: withReasons }, findings);
  await visit(page, { path: '/history', key: '/history', extra: withReasons }, findings);
  await visit(page, { path: '/wizards', key: '/wizards' }, findings);
  await visit(page, { path: `/wizards/${c.wizardId}`, key: '/wizards/:id', extra: withReasons }, findings);
  await visit(page, { path: '/dice', key: '/dice', extra: withReasons }, findings);
  for (const tool of ['d6', 'd12', 'd100', 'complex']) await visit(page, { path: `/dice/${tool}`, key: `/dice/${tool}`, ...(tool === 'd12' ? { extra: firstPc } : {}) }, findings);
  await visit(page, { path: `/dice/complex/${c.actionId}`, key: '/dice/complex/:id' }, findings);
  // GM accounts (issue 37): an invitation to the server and one to co-run the campaign, listed.
  await gm.invite(undefined, 'Ombeline');
  await gm.invite(gm.campaignId, 'Édouard');
  await visit(page, { path: '/settings', key: '/settings' }, findings);
  await visit(page, { path: '/campaigns', key: '/campaigns' }, findings);
  await visit(page, { path: '/account', key: '/account' }, findings);
  await visit(page, { path: '/no-such-screen', key: 'not found' }, findings);

  // The players' screens, on a phone: a table link, Arlette's following Ombeline, Ombeline's own.
  const phone = (await openPhone()).page;
  const table = await gm.shareLink(crewId, 'La Table');
  const arlette = await gm.shareLink(crewId, 'Arlette', { characterId: c.arletteId, wizardId: c.wizardId });
  await visit(phone, { path: `/s/${table.token}`, key: '/s/:token', player: true }, findings);
  // Arlette acts from her phone (issue 36): a proposal waiting, one declined with the GM's words,
  // a roll the GM asks of her; her « my actions » with an activity's form open.
  const asArlette = (path: string, body: unknown) => phone.request.fetch(path, { method: 'POST', data: body, headers: { authorization: `Bearer ${arlette.token}` } });
  const proposals = `/api/crews/${crewId}/characters/${c.arletteId}/proposals`;
  expect((await asArlette(proposals, { intent: { type: 'activity', activity: { kind: 'train', skill: 'consort' } } })).status()).toBe(201);
  const declined = (await (await asArlette(proposals, { intent: { type: 'activity', activity: { kind: 'reduce_heat', action: 'sway', helped: true } } })).json()) as { id: string };
  await gm.call('POST', `/api/proposals/${declined.id}/decline`, { reason: 'Pas avant la prochaine affaire' });
  await gm.call('POST', `/api/crews/${crewId}/roll-requests`, { characterId: c.arletteId, roll: { kind: 'd6', purpose: 'resistance', pool: 2 }, note: 'Encaisser le coup' });
  const openActivityForm = async (page: Page) => {
    const actions = page.getByRole('region', { name: /^(Mes actions|My actions)$/ });
    await expect(actions).toBeVisible();
    const prepare = actions.locator('summary').filter({ hasText: /^(Préparer une proposition|Prepare a proposal)$/ });
    if ((await prepare.count()) > 0 && (await prepare.locator('..').getAttribute('open')) === null) await prepare.click();
    await actions.getByRole('radio', { name: /^(S’entraîner|Train)$/ }).check();
  };
  await visit(phone, { path: `/s/${arlette.token}`, key: '/s/:token (Arlette, Ombeline)', player: true, extra: openActivityForm }, findings);
  // A wizard's own link (no crew): Ombeline's ledger is the page.
  const ombeline = await gm.call<{ token: string }>('POST', `/api/wizards/${c.wizardId}/share-links`, { label: 'Ombeline' });
  await visit(phone, { path: `/s/${ombeline.token}`, key: '/s/:token (Ombeline, no crew)', player: true }, findings);
  await visit(phone, { path: '/signin', key: '/signin', player: true }, findings);
  // An invitation, opened by someone not signed in: to co-run the campaign, and a link that does not work.
  const invitation = await gm.invite(gm.campaignId, 'Arlette');
  await visit(phone, { path: invitation.path, key: '/invite (a campaign)' }, findings);
  await visit(phone, { path: '/invite#not-a-real-invitation', key: '/invite (a link that does not work)' }, findings);

  const report = [...findings].flatMap(([screen, lines]) => [...lines].map((l) => `${screen} — ${l}`));
  await testInfo.attach('words', { body: report.join('\n') || 'nothing', contentType: 'text/plain' });
  expect(report, `${report.length} phrases to correct`).toEqual([]);
});
