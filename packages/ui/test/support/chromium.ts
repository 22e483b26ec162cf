import { chromiumLaunchOptions } from '@verba/chromium';
import { type Browser, chromium } from 'playwright-core';

/** The machine's Chromium, never a downloaded one, kept off the network it cannot reach anyway. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
