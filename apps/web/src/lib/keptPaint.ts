/**
 * The crew sheet as this device last drew it, painted again before the app has started.
 *
 * On a phone, the app's JavaScript needs a few hundred milliseconds of CPU before it can draw
 * anything. So each time the player's sheet is drawn, the page keeps a copy of what is on screen
 * (React's own markup, in localStorage); on the next visit the boot script (src/boot.ts, inlined
 * into index.html) puts that copy in #root as soon as the page parses, and the app then draws the
 * live sheet over it (src/main.tsx waits until it has a sheet, so nothing flashes "Loading…").
 *
 * The copy says "connecting… — updated at <when it was kept>" (the caller gives that status line),
 * never "live". It is only painted for the same crew and the same build of the app (the entry
 * script's hashed name): a new deploy's markup or styles may differ. Nothing else is kept.
 */
export const KEPT_PAINT_KEY = 'tm.sheetPaint';

interface KeptPaint {
  readonly crewId: string;
  readonly build: string;
  readonly html: string;
}

/** This build of the app: the entry script's name carries a content hash ('dev' without one). */
export function currentBuild(doc: Document = document): string {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? 'dev';
}

/**
 * Keeps what `root` shows for `crewId`, its live status line (`p.live`) replaced by `statusHtml`.
 * Storage full or disabled: nothing is kept (the next visit paints from the app, as before).
 */
export function keepPaint(crewId: string, root: Element, statusHtml: string, build: string = currentBuild()): void {
  const copy = root.cloneNode(true) as Element;
  const status = copy.querySelector('p.live');
  if (status) status.outerHTML = statusHtml;
  const kept: KeptPaint = { crewId, build, html: copy.innerHTML };
  try {
    localStorage.setItem(KEPT_PAINT_KEY, JSON.stringify(kept));
  } catch {
    // Quota or private mode: no copy.
  }
}

/** Paints the kept copy into `root` when it is this crew's and this build's; says whether it did. */
export function paintKept(root: Element | null, crewId: string, build: string = currentBuild()): boolean {
  if (!root) return false;
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_PAINT_KEY) ?? 'null') as Partial<KeptPaint> | null;
    if (!kept || kept.crewId !== crewId || kept.build !== build || typeof kept.html !== 'string' || kept.html === '') return false;
    root.innerHTML = kept.html;
    return true;
  } catch {
    return false;
  }
}

/** A forgotten or revoked link: its sheet must not show again. */
export function forgetPaint(): void {
  try {
    localStorage.removeItem(KEPT_PAINT_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
