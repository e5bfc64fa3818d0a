/**
 * A screen must fit the phone it is read on: nothing wider than the viewport (a page that scrolls
 * sideways hides half of every line). Reported with the outermost elements that stick out, so the
 * report says where to look.
 */
import type { Page } from '@playwright/test';

export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const name = (e: Element) =>
      e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + [...e.classList].slice(0, 3).map((c) => `.${c}`).join('');
    const path = (e: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = e; at && at !== document.body && parts.length < 4; at = at.parentElement) parts.unshift(name(at));
      return parts.join(' > ');
    };
    const wide = [...document.body.querySelectorAll('*')].filter((e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && getComputedStyle(e).position !== 'fixed';
    });
    // The outermost ones say where; the innermost (nothing inside them sticks out) say what.
    const outermost = wide.filter((e) => !(e.parentElement && wide.includes(e.parentElement)));
    const innermost = wide.filter((e) => !wide.some((o) => o !== e && e.contains(o)));
    const line = (e: Element) => `(${Math.round(e.getBoundingClientRect().right)} px): ${path(e)}`;
    return [
      `wider than the screen: ${document.documentElement.scrollWidth} px for ${width} px`,
      ...outermost.slice(0, 3).map((e) => `  sticks out ${line(e)}`),
      ...innermost.filter((e) => !outermost.includes(e)).slice(0, 3).map((e) => `  the widest inside ${line(e)}`),
    ];
  });
}

/**
 * No word cut across two lines mid-word (« Vol / onté », a table column squeezed to a few letters):
 * each word of 4 letters or more of the visible text must sit on one line, unless it breaks at its
 * own hyphen or soft hyphen (the words are runs of letters: a hyphen ends one). Reported as « the
 * word » with where it is; the report names the screen.
 */
export async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const name = (e: Element) => e.tagName.toLowerCase() + [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
    // A letter's boxes (one after a break may also report an empty box, or the dash, on the line before).
    const boxes = (text: Text, from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, code, kbd, samp, [aria-hidden="true"]') || parent.getClientRects().length === 0) continue;
      // The first and the last letter of each word: on two lines, the word is cut.
      for (const match of node.data.matchAll(/[\p{L}\p{M}]{4,}/gu)) {
        const first = boxes(node, match.index).at(-1);
        const last = boxes(node, match.index + match[0].length - 1)[0];
        if (!first || !last) continue;
        if (Math.abs(last.top - first.top) > first.height / 2 && !found.has(match[0])) found.set(match[0], `${name(parent.parentElement ?? parent)} > ${name(parent)}`);
      }
    }
    return [...found].map(([word, where]) => `word cut across lines: « ${word} » in ${where}`);
  });
}
