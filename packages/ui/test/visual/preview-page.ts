import type { Browser, Page } from 'playwright-core';
import { FREEZE_CSS, settleAnimations } from './freeze.ts';

export const THEMES = ['light', 'dark'] as const;
export type VisualTheme = (typeof THEMES)[number];

const VIEWPORT = { width: 800, height: 600 };
/** A story whose viewport global names a size (`1280x800`, .storybook/viewports.ts) is shot at that size. */
const SIZED_VIEWPORT = /^(\d+)x(\d+)$/;
// The footer prints the current year: every picture is taken on the same day.
const FROZEN_NOW = new Date('2026-06-15T09:00:00Z');
const RENDER_TIMEOUT = 20_000;
const QUIET_MS = 200;
/** Between two pictures of a story that must show it holds still. */
const STABLE_GAP_MS = 150;

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string };
    storyStoreValue?: {
      loadStory: (options: {
        storyId: string;
      }) => Promise<{ storyGlobals?: { viewport?: { value?: unknown } } }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Storybook preview frame in one theme; stories are switched in place, as the story tests run
 * them, which saves reloading Storybook for every picture.
 */
export class PreviewPage {
  private lastNetworkEvent = Date.now();
  private readonly page: Page;

  /**
   * A pending story's request stays open for good without harm: its answer has begun (mocks'
   * `pendingAnswer`), so MSW's service worker holds no unanswered event that Chromium would end
   * after 5 minutes, failing every request then in flight. The page is kept for the next story.
   */
  private constructor(page: Page) {
    this.page = page;
    const seen = () => {
      this.lastNetworkEvent = Date.now();
    };
    page.on('request', seen);
    page.on('requestfinished', seen);
    page.on('requestfailed', seen);
  }

  static async open(browser: Browser, baseUrl: string, theme: VisualTheme, firstId: string) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(FROZEN_NOW);
    const preview = new PreviewPage(page);
    // The accessibility check is the story tests' job; here axe would only delay every picture.
    const globals = `theme:${theme};a11y.manual:!true`;
    await page.goto(`${baseUrl}/iframe.html?id=${firstId}&viewMode=story&globals=${globals}`);
    await page.addStyleTag({ content: FREEZE_CSS });
    await preview.waitForRender(firstId);
    return preview;
  }

  /** Renders the story (its play function included) and waits until its screen has what it fetches. */
  async show(id: string): Promise<void> {
    await this.page.setViewportSize(await this.viewportOf(id));
    await this.page.evaluate((storyId) => {
      const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    await this.waitForRender(id);
    await this.waitForQuietNetwork();
    await this.page.evaluate(() => document.fonts.ready);
  }

  /** One picture of the story on show, its animations settled. */
  async screenshot(): Promise<Buffer> {
    await this.page.evaluate(settleAnimations);
    return this.page.screenshot({ fullPage: true });
  }

  /**
   * Pictures, starting from `first`, until two in a row are identical, or the story is called
   * unstable. Only needed for a picture that differs from its baseline (or has none): one that
   * matches it is the settled picture already.
   */
  async stableScreenshot(first: Buffer): Promise<Buffer> {
    let previous = first;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await sleep(STABLE_GAP_MS);
      const current = await this.screenshot();
      if (previous.equals(current)) return current;
      previous = current;
    }
    throw new Error('screenshot never held still');
  }

  /** The size the story asks for with its viewport global, or the default picture's. */
  private async viewportOf(id: string): Promise<{ width: number; height: number }> {
    const value = await this.page.evaluate(async (storyId) => {
      const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
      const story = await store?.loadStory({ storyId });
      return story?.storyGlobals?.viewport?.value ?? null;
    }, id);
    const match = typeof value === 'string' ? SIZED_VIEWPORT.exec(value) : null;
    return match ? { width: Number(match[1]), height: Number(match[2]) } : VIEWPORT;
  }

  close(): Promise<void> {
    return this.page.context().close();
  }

  private async waitForRender(id: string): Promise<void> {
    const phase = await this.page.waitForFunction(
      (storyId) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        const done =
          render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
        return done ? render.phase : false;
      },
      id,
      { timeout: RENDER_TIMEOUT },
    );
    const result = await phase.jsonValue();
    if (result !== 'finished') throw new Error(`story ${result}`);
  }

  /**
   * Screens fetch through MSW after they render: wait until no request has started or ended for a
   * while. Open requests alone do not count: pending stories hold one open for good.
   */
  private async waitForQuietNetwork(): Promise<void> {
    const deadline = Date.now() + RENDER_TIMEOUT;
    const quietIn = () => this.lastNetworkEvent + QUIET_MS - Date.now();
    // Sleeps until the quiet period would end, then looks again: a request may have come meanwhile.
    for (let left = quietIn(); left > 0; left = quietIn()) {
      if (Date.now() > deadline) throw new Error('network never went quiet');
      await sleep(left);
    }
  }
}
