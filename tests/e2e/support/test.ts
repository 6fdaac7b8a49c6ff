// Every browser test imports `test` and `expect` from here: each browser context the test opens (its own
// page's and any it makes with browser.newContext) records Content Security Policy violations, and the
// test fails when one was seen that it did not declare with `csp.allow(pattern)`. So the whole suite
// proves that the app runs under its strict policy.
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { OWN_STACK_ENV, OWN_STACK_PROJECT } from './stack';

export { expect };
export type { Browser, BrowserContext, Frame, FrameLocator, Locator, Page, Route } from '@playwright/test';

interface CspRecorder {
  /** Violations this test provokes on purpose (e.g. a foreign page framing the app). */
  allow(pattern: RegExp): void;
  seen(): string[];
}

const REPORT = 'csp-violation:';

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(REPORT) || /Content Security Policy|Trusted Type/i.test(text))
      violations.push(`${message.location().url}: ${text}`);
  });
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, REPORT);
}

export const test = base.extend<{ csp: CspRecorder }, { sharedStackGuard: void }>({
  // Workers of the own-stack project refuse the shared stack (baseURL() throws there). (A worker
  // fixture's first argument must destructure something; `playwright` is always there.)
  sharedStackGuard: [
    async ({ playwright: _playwright }, use, workerInfo) => {
      if (workerInfo.project.name === OWN_STACK_PROJECT) process.env[OWN_STACK_ENV] = '1';
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  csp: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const allowed: RegExp[] = [];
      await watch(context, violations);
      // Contexts the test opens itself are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        await watch(made, violations);
        return made;
      };
      await use({ allow: (pattern) => allowed.push(pattern), seen: () => [...violations] });
      browser.newContext = newContext;
      const unexpected = violations.filter((v) => !allowed.some((pattern) => pattern.test(v)));
      expect(unexpected, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
