/**
 * The players' crew sheet rendered by the server (docs/decisions/018-server-rendered-sheet.md).
 *
 * The API (apps/api/src/plugins/playerPage.ts) asks its own routes for what the phone would ask —
 * with the link's token only, never a GM's cookie — and hands the answers to the web app's
 * renderer (apps/web/src/ssr/entry-server.tsx, built into the web build's `ssr/` folder), which
 * draws the page with the app's own components. The page carries the same answers for the
 * browser, which hydrates from them (apps/web/src/ssr/playerPage.ts). Types only: the API loads the
 * renderer at run time.
 */

/** A link's answers, by the GET path the phone would ask them at (`/api/share/sheet`, …). */
export type PlayerPageAnswers = Readonly<Record<string, unknown>>;

/** What a page is drawn for. */
export interface PlayerPageRequest {
  /** The page's path (`/s/<token>`, `/s`, `/share`). */
  readonly path: string;
  readonly token: string;
  /** The `tm_lang` cookie (the language this browser last chose), when any. */
  readonly langCookie: string | null;
  readonly acceptLanguage: string | null;
  /** When the answers left the API (ms since epoch): the sheet's "received at". */
  readonly renderedAt: number;
}

export interface RenderedPlayerPage {
  /** `<html lang>`. */
  readonly lang: string;
  readonly title: string;
  /** What goes inside `<div id="root">`. */
  readonly html: string;
  /** The hydration state, JSON safe to put inside `<script type="application/json">`. */
  readonly state: string;
}

/** The web build's `ssr/entry-server.mjs`. */
export interface PlayerPageRenderer {
  /** What the sheet reads first, in parallel (the sheet of the link, what the link names). */
  readonly firstReads: readonly string[];
  /** What it reads next, from the first answers (its recent rolls, its complex actions…). */
  nextReads(answers: PlayerPageAnswers): readonly string[];
  render(request: PlayerPageRequest, answers: PlayerPageAnswers): Promise<RenderedPlayerPage>;
}
