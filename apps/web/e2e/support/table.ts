/**
 * The table as a newcomer plays it: every click, keystroke-filled field, box checked or option
 * chosen goes through `Table`, which counts them (the first-evening journey prints how many a
 * downtime took), and `watch` listens to a page for what must never happen on a first evening: a
 * console error (React's hydration mismatch included), an uncaught exception, a request answered
 * 4xx/5xx or that failed on the wire.
 */
import type { Locator, Page } from '@playwright/test';

/** The interactions a person makes, counted. */
export class Table {
  private counted = 0;

  get interactions(): number {
    return this.counted;
  }

  async click(target: Locator): Promise<void> {
    this.counted += 1;
    await target.click();
  }

  /** Clicks what sends a write and waits for the API to take it (2xx). */
  async write(target: Locator): Promise<void> {
    const page = target.page();
    const answer = page.waitForResponse((r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'));
    await this.click(target);
    const response = await answer;
    if (!response.ok()) throw new Error(`${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}: ${await response.text()}`);
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.counted += 1;
    await target.fill(value);
  }

  async check(target: Locator): Promise<void> {
    this.counted += 1;
    await target.check();
  }

  async select(target: Locator, option: { label: string } | string): Promise<void> {
    this.counted += 1;
    await target.selectOption(option);
  }
}

/** What went wrong on a page, as lines a failing test prints. */
export interface Watch {
  readonly problems: string[];
}

/**
 * Listens to `page` until the test ends. A request the page itself cancelled (a live stream closed
 * by a navigation, a prefetch given up) is not a failure; one the network or the server refused is.
 */
export function watch(page: Page, who: string): Watch {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${who}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${who}: uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${who}: ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`${who}: request failed (${failure}): ${request.method()} ${new URL(request.url()).pathname}`);
  });
  return { problems };
}
