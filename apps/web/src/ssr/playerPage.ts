/**
 * The players' crew sheet as the server renders it, and as the browser then hydrates it: what the
 * page reads (the same GET requests the phone would make), how its answers fill the query cache
 * (the same keys and shapes as the app's own fetchers), and the state the page carries from one to
 * the other (`<script type="application/json" id="tm-state">`).
 *
 * The server side is src/ssr/entry-server.tsx (with apps/api/src/plugins/playerPage.ts); the
 * browser side is src/main.tsx, which hydrates instead of drawing when the page carries a state.
 */
import type { CrewSheetView, Me, PlayerPageAnswers } from '@temps-mort/contract';
import { crewKey, crewRollsKey, crewRollsPath, recentOpenRolls, sharedCrewKey, sharedSheetPath, toCrewSheet, type CrewRoll } from '../lib/crew';
import { crewComplexActionsKey, crewComplexActionsPath, type CrewComplexAction } from '../lib/crewComplexActions';
import { detectLang } from '@temps-mort/i18n/lang';
import { isLang, type Lang } from '../lib/lang';
import type { QueryClient } from '../lib/query';
import type { RenderedPage } from '../lib/rendered';
import { meKey, mePath } from '../lib/session';
import { looksLikeShareToken } from '../lib/shareToken';

export const STATE_ELEMENT_ID = 'tm-state';

/** What a rendered page carries for its hydration. */
export interface PlayerPageState extends RenderedPage {
  /** When the answers left the API: the sheet's `receivedAt`. */
  readonly renderedAt: number;
  readonly answers: PlayerPageAnswers;
}

/** What the sheet reads first: the link's sheet (GET /api/share/sheet) and what the link names. */
export const FIRST_READS: readonly string[] = [sharedSheetPath, mePath];

/** What the page reads of the link's sheet (GET crew.linkSheet) to know what to read next. */
type SheetIds = Pick<CrewSheetView, 'id' | 'campaignId'>;

function sheetIds(answers: PlayerPageAnswers): SheetIds | null {
  const sheet = answers[sharedSheetPath] as Partial<SheetIds> | undefined;
  return typeof sheet?.id === 'string' && typeof sheet.campaignId === 'string' ? { id: sheet.id, campaignId: sheet.campaignId } : null;
}

function meOf(answers: PlayerPageAnswers): Me | null {
  const me = answers[mePath] as Partial<Me> | undefined;
  return me?.kind === 'player' && Array.isArray(me.systems) ? (me as Me) : null;
}

/** Then, from those answers: the crew's recent rolls, and its complex actions when the campaign plays d100. */
export function nextReads(answers: PlayerPageAnswers): string[] {
  const ids = sheetIds(answers);
  if (!ids) return [];
  const reads = [crewRollsPath(ids.campaignId, ids.id)];
  if (meOf(answers)?.systems.includes('d100')) reads.push(crewComplexActionsPath(ids.campaignId, ids.id));
  return reads;
}

/**
 * Puts the answers where the sheet's queries read them (`client` is the page's own query client)
 * and returns the crew's id; null when the answers hold no sheet.
 */
export function seedPlayerPage(client: QueryClient, state: PlayerPageState): string | null {
  const { answers, token } = state;
  const ids = sheetIds(answers);
  if (!ids) return null;
  client.setData(crewKey(ids.id), toCrewSheet(answers[sharedSheetPath], state.renderedAt));
  client.setData(sharedCrewKey(token), ids.id);
  const me = meOf(answers);
  if (me) client.setData(meKey(token), me);
  const rolls = answers[crewRollsPath(ids.campaignId, ids.id)];
  if (Array.isArray(rolls)) client.setData(crewRollsKey(ids.id), recentOpenRolls(rolls as CrewRoll[]));
  const complexActions = answers[crewComplexActionsPath(ids.campaignId, ids.id)];
  if (Array.isArray(complexActions)) client.setData(crewComplexActionsKey(ids.id), complexActions as CrewComplexAction[]);
  return ids.id;
}

/** The state as the page carries it: `<` escaped, so that no answer can close the script element. */
export function serializeState(state: PlayerPageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The state of a page the server rendered, or null (a page the browser draws itself, or a broken one). */
export function readPlayerPageState(doc: Document = document): PlayerPageState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PlayerPageState>;
    if (typeof state.path !== 'string' || !looksLikeShareToken(state.token) || !isLang(state.lang)) return null;
    if (typeof state.renderedAt !== 'number' || typeof state.answers !== 'object' || state.answers === null) return null;
    return state as PlayerPageState;
  } catch {
    return null;
  }
}

/** The language a page is rendered in: the browser's last choice (its cookie), else what it accepts. */
export function pageLang(langCookie: string | null, acceptLanguage: string | null): Lang {
  if (isLang(langCookie)) return langCookie;
  // `fr;q=0.9, en;q=0.5`: the tags in the order of their weights (the header's order among equals).
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => p.includes('q=')) ?? '')?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  return detectLang(tags);
}
