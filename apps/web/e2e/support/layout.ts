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
