import { afterEach, describe, expect, it } from 'vitest';
import { currentBuild, forgetPaint, KEPT_PAINT_KEY, keepPaint, paintKept } from './keptPaint';
import { forgetPlayerLink } from './shareToken';

const STATUS = '<p class="live" data-state="connecting" role="status">◌ Connecting… — Updated 14:05</p>';

function drawn(coin: number): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<article class="sheet"><h1>Les Corbeaux</h1><p class="live" data-state="online">● Live</p><ul><li>Coin <strong>${coin}</strong></li></ul></article>`;
  return root;
}

afterEach(() => localStorage.clear());

describe('the kept paint of the crew sheet', () => {
  it('keeps what is drawn, its live status replaced by the "connecting — updated at" line', () => {
    keepPaint('crew-1', drawn(7), STATUS, 'build-a');
    const kept = JSON.parse(localStorage.getItem(KEPT_PAINT_KEY) ?? '{}') as { crewId: string; build: string; html: string };
    expect(kept.crewId).toBe('crew-1');
    expect(kept.build).toBe('build-a');
    expect(kept.html).toContain('<strong>7</strong>');
    expect(kept.html).toContain('Connecting… — Updated 14:05');
    expect(kept.html).not.toContain('● Live');
  });

  it('paints it for the same crew and the same build only', () => {
    keepPaint('crew-1', drawn(7), STATUS, 'build-a');
    const root = document.createElement('div');
    expect(paintKept(root, 'crew-2', 'build-a')).toBe(false);
    expect(paintKept(root, 'crew-1', 'build-b')).toBe(false);
    expect(root.innerHTML).toBe('');
    expect(paintKept(root, 'crew-1', 'build-a')).toBe(true);
    expect(root.querySelector('h1')?.textContent).toBe('Les Corbeaux');
    expect(root.querySelector('p.live')?.getAttribute('data-state')).toBe('connecting');
    expect(paintKept(null, 'crew-1', 'build-a')).toBe(false);
  });

  it('the last drawing wins; nothing kept or garbage paints nothing', () => {
    const root = document.createElement('div');
    expect(paintKept(root, 'crew-1', 'build-a')).toBe(false);
    keepPaint('crew-1', drawn(7), STATUS, 'build-a');
    keepPaint('crew-1', drawn(9), STATUS, 'build-a');
    expect(paintKept(root, 'crew-1', 'build-a')).toBe(true);
    expect(root.querySelector('strong')?.textContent).toBe('9');
    localStorage.setItem(KEPT_PAINT_KEY, '{not json');
    expect(paintKept(document.createElement('div'), 'crew-1', 'build-a')).toBe(false);
  });

  it('is forgotten with the player link (a revoked link shows nothing again)', () => {
    keepPaint('crew-1', drawn(7), STATUS, 'build-a');
    forgetPaint();
    expect(localStorage.getItem(KEPT_PAINT_KEY)).toBeNull();
    keepPaint('crew-1', drawn(7), STATUS, 'build-a');
    forgetPlayerLink();
    expect(localStorage.getItem(KEPT_PAINT_KEY)).toBeNull();
  });

  it('the build is the entry script’s hashed name', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(currentBuild(doc)).toBe('dev');
    // (innerHTML: scripts inserted so are never fetched nor run)
    doc.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
    expect(currentBuild(doc)).toBe('/assets/index-AbC123.js');
  });
});
