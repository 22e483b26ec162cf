// axe-core in the real page, as the stories' a11y check runs it. axe-core is the one that
// @storybook/addon-a11y (a devDependency of the workspace root) brings, so no second copy is installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const fromRoot = createRequire(new URL('../../package.json', import.meta.url));
const axeSource = readFileSync(
  createRequire(fromRoot.resolve('@storybook/addon-a11y')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResults {
  violations: { id: string; help: string; nodes: { html: string }[] }[];
}

/**
 * What axe finds wrong in the page as it is now, one line a violation with the offending markup:
 * empty when nothing is. Evaluated through DevTools, which the page's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(): Promise<AxeResults> } };
    const { violations } = await axe.run();
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.html).join(' | ')}`,
    );
  });
}
