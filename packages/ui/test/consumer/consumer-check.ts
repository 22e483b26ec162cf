import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../support/chromium.ts';
import { LIBRARIES, packPackages } from '../support/pack.ts';
import { serveStatic } from '../support/static-server.ts';
import { writeConsumerApp } from './consumer-app.ts';

// The published files, not the workspace links: pack both packages, install the tarballs into a
// Vite app outside the workspace, build it and render a screen in Chromium.
const dir = await mkdtemp(join(tmpdir(), 'verba-consumer-'));
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  await writeConsumerApp(dir, packPackages(dir, LIBRARIES));
  // Outside any workspace; the store is warm, so only missing packages come from the registry.
  run('pnpm', [
    'install',
    '--ignore-workspace',
    '--prefer-offline',
    '--config.strict-peer-dependencies=true',
  ]);
  // The main entry needs neither optional GraphQL peer: the app builds with both absent.
  const graphqlPeers = (await readdir(join(dir, 'node_modules', '.pnpm'))).filter((name) =>
    /^(@apollo\+client|graphql)@/.test(name),
  );
  assert.deepEqual(graphqlPeers, [], 'no Apollo or graphql installed');
  run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);

  const server = await serveStatic(join(dir, 'dist'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);

    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /sign up/i })
      .first()
      .waitFor();
    const html = page.locator('html');
    const themeButton = page.getByRole('button', { name: /theme/i });
    const background = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('main')?.parentElement ?? document.body).backgroundColor,
      );

    // No stored choice: system, so no attribute, and prefers-color-scheme picks the theme.
    assert.equal(await html.getAttribute('data-theme'), null);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await background();
    assert.notEqual(light, dark, 'styles.css carries both themes');
    await page.emulateMedia({ colorScheme: 'light' });

    // The theme button cycles system → light → dark and sets daisyUI's themes on <html>.
    await themeButton.click();
    assert.equal(await html.getAttribute('data-theme'), 'corporate');
    assert.equal(await background(), light);
    await themeButton.click();
    assert.equal(await html.getAttribute('data-theme'), 'business');
    assert.equal(await background(), dark);
    assert.deepEqual(errors, []);
    console.log(`consumer: LandingScreen from the tarballs, corporate ${light}, business ${dark}`);
    console.log('1 passed, 0 failed');
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
