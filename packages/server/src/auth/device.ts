import Bowser from 'bowser';

/** A session's device as people name it, read from its user agent; unknown parts are null. */
export interface Device {
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv, bot; null when the agent does not say. */
  type: string | null;
}

export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    type: parsed.platform.type || null,
  };
}
