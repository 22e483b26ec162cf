import Bowser from 'bowser';

/** A session's device as people name it, read from its user agent; unknown parts are null. */
export interface Device {
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv, bot; null when the agent does not say. */
  type: string | null;
}

// Only these names are ever shown: bowser's fallback takes the agent's first word, so a made-up
// agent could otherwise write its own text ("no action needed") into notice mails and pages.
const browsers: Record<string, string> = {
  Chrome: 'Chrome',
  Chromium: 'Chromium',
  Firefox: 'Firefox',
  Safari: 'Safari',
  'Microsoft Edge': 'Microsoft Edge',
  Opera: 'Opera',
  Brave: 'Brave',
  Vivaldi: 'Vivaldi',
  'Samsung Internet for Android': 'Samsung Internet',
  'Yandex Browser': 'Yandex Browser',
  'UC Browser': 'UC Browser',
  'Internet Explorer': 'Internet Explorer',
  DuckDuckGo: 'DuckDuckGo',
  'Android Browser': 'Android Browser',
  LibreWolf: 'LibreWolf',
  'NAVER Whale Browser': 'Whale',
};
const systems = new Set(['Windows', 'macOS', 'iOS', 'Android', 'Linux', 'Chrome OS', 'HarmonyOS']);
const types = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

const known = (name: string | undefined, allowed: Set<string>) => (name && allowed.has(name) ? name : null);

export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name;
  return {
    browser: (browserName && Object.hasOwn(browsers, browserName) && browsers[browserName]) || null,
    os: known(parsed.os.name, systems),
    type: known(parsed.platform.type, types),
  };
}
