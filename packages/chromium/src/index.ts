/**
 * The machine's Chromium (CHROMIUM_PATH, else Debian's), never a downloaded one, with the flags
 * every launch here needs: stories, the visual and consumer checks, e2e and Lighthouse alike.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without the networking flags Chromium keeps calling home on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
