/**
 * What the page's Content-Security-Policy refused, seen three ways: the page's own
 * `securitypolicyviolation` events (listened to before any of its scripts runs, on every page the
 * tab loads), the console's "Refused to …" errors, and Chromium's DevTools issues of kind
 * ContentSecurityPolicyIssue (what Lighthouse's "Issues were logged in the Issues panel" audit
 * reads). An `eval` or `new Function` that the page catches still shows in all three.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __tmCspRefused?: (line: string) => Promise<void>;
  }
}

export interface CspWatch {
  /** Every refusal seen so far in this tab, one line each. */
  readonly refusals: readonly string[];
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const refusals: string[] = [];
  await page.exposeFunction('__tmCspRefused', (line: string) => {
    refusals.push(`page: ${line}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void window.__tmCspRefused?.(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to (evaluate|execute|load|apply|connect|frame)/i.test(message.text())) {
      refusals.push(`console: ${message.text()}`);
    }
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code !== 'ContentSecurityPolicyIssue') return;
    const d = issue.details.contentSecurityPolicyIssueDetails;
    refusals.push(`issue: ${d?.contentSecurityPolicyViolationType ?? '?'} (${d?.violatedDirective ?? ''}) at ${d?.sourceCodeLocation?.url ?? '?'}:${d?.sourceCodeLocation?.lineNumber ?? '?'}`);
  });
  await cdp.send('Audits.enable');
  return { refusals };
}
