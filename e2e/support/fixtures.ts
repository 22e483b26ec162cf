import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Something the page reported that a healthy page never does. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
}

export interface Fixtures {
  /** Console errors, uncaught exceptions and CSP violations of `page`, collected from its first load on. */
  pageProblems: PageProblem[];
}

/**
 * GET /api/auth/info answers 401 to a signed-out visitor (api-contract.md), and Chromium logs every
 * 4xx answer as a console error. That one answer is the expected signed-out state, not a problem.
 */
function isSignedOutInfo(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 401') && new URL(message.location().url).pathname === '/api/auth/info'
  );
}

async function watchProblems(page: Page, problems: PageProblem[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error' && !isSignedOutInfo(message)) {
      problems.push({ kind: 'console', text: message.text() });
    }
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.message }));
  // Chromium also logs most violations to the console; the event catches the rest (report-only, workers).
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push({ kind: 'csp', text }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

export const test = base.extend<Fixtures>({
  pageProblems: async ({ page }, use) => {
    const problems: PageProblem[] = [];
    await watchProblems(page, problems);
    await use(problems);
  },
});
