import { describe, expect, it } from 'vitest';
import { forgetKeptPages, keepPage } from '../../lib/keptPage';
import { KEEP_EVERY_MS, pageKeeper, type PageKeeperDeps } from './keepPage';

/** A keeper on a hand-driven clock: timers and idle moments run when the test says so. */
function harness({ controlled = true } = {}) {
  let now = 1_000_000;
  let worker = controlled;
  const kept: number[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  const idle: (() => void)[] = [];
  const on = { controller: [] as (() => void)[], hidden: [] as (() => void)[] };
  const deps: PageKeeperDeps = {
    keep: () => worker && (kept.push(now), true),
    now: () => now,
    later: (fn, ms) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer) >>> 0, 1);
    },
    whenIdle: (fn) => {
      idle.push(fn);
      return () => void idle.splice(idle.indexOf(fn) >>> 0, 1);
    },
    onController: (fn) => (on.controller.push(fn), () => void on.controller.splice(0)),
    onHidden: (fn) => (on.hidden.push(fn), () => void on.hidden.splice(0)),
  };
  const keeper = pageKeeper(deps);
  return {
    keeper,
    kept,
    /** Time passes: the timers due run. */
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
    /** The browser is idle: what waited for it runs. */
    idle() {
      for (const fn of idle.splice(0)) fn();
    },
    workerTakesControl() {
      worker = true;
      for (const fn of on.controller) fn();
    },
    hide() {
      for (const fn of on.hidden) fn();
    },
    pending: () => timers.length + idle.length,
  };
}

describe('keeping the link’s page in the service worker', () => {
  it('keeps a copy once the browser is idle after a change, then at most once every half minute', () => {
    const page = harness();
    page.keeper.changed();
    expect(page.kept).toEqual([]);
    page.idle();
    expect(page.kept).toHaveLength(1);
    // Two changes soon after: one copy, half a minute after the last, when idle.
    page.advance(1_000);
    page.keeper.changed();
    page.keeper.changed();
    page.idle();
    expect(page.kept).toHaveLength(1);
    page.advance(KEEP_EVERY_MS - 1_001);
    page.idle();
    expect(page.kept).toHaveLength(1);
    page.advance(1);
    page.idle();
    expect(page.kept).toHaveLength(2);
    expect(page.kept[1]! - page.kept[0]!).toBe(KEEP_EVERY_MS);
    // Nothing changed since: nothing more.
    page.advance(KEEP_EVERY_MS * 3);
    page.idle();
    expect(page.kept).toHaveLength(2);
    expect(page.pending()).toBe(0);
  });

  it('keeps what changed at once when the page is hidden (the phone put away), and only then', () => {
    const page = harness();
    page.hide();
    expect(page.kept).toHaveLength(0);
    page.keeper.changed();
    page.hide();
    expect(page.kept).toHaveLength(1);
    // The copy waiting for an idle moment was that one.
    page.idle();
    expect(page.kept).toHaveLength(1);
  });

  it('without a worker in control yet (a first visit), keeps its copy when one takes control', () => {
    const page = harness({ controlled: false });
    page.keeper.changed();
    page.idle();
    expect(page.kept).toEqual([]);
    page.workerTakesControl();
    expect(page.kept).toHaveLength(1);
  });

  it('once stopped (another link, a revoked one), keeps nothing more', () => {
    const page = harness();
    page.keeper.changed();
    page.keeper.stop();
    page.idle();
    page.hide();
    expect(page.kept).toEqual([]);
  });
});

describe('what the page says to the service worker', () => {
  const container = (controller: { postMessage(m: unknown): void } | null, active?: { postMessage(m: unknown): void }) =>
    ({ controller, getRegistration: async () => (active ? { active } : undefined) }) as unknown as ServiceWorkerContainer;

  it('keep-page names the link’s token; without a worker in control nothing is sent', () => {
    const messages: unknown[] = [];
    expect(keepPage('tok_0123456789abcdefABCDEF', container({ postMessage: (m) => messages.push(m) }))).toBe(true);
    expect(messages).toEqual([{ type: 'keep-page', token: 'tok_0123456789abcdefABCDEF' }]);
    expect(keepPage('tok_0123456789abcdefABCDEF', container(null))).toBe(false);
    expect(keepPage('tok_0123456789abcdefABCDEF', undefined)).toBe(false);
  });

  it('forget-pages reaches the worker even from a page it does not control', async () => {
    const messages: unknown[] = [];
    forgetKeptPages(container({ postMessage: (m) => messages.push(m) }));
    forgetKeptPages(container(null, { postMessage: (m) => messages.push(m) }));
    await Promise.resolve();
    await Promise.resolve();
    expect(messages).toEqual([{ type: 'forget-pages' }, { type: 'forget-pages' }]);
  });
});
