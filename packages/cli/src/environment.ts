/** The only reader of process.env: the key never comes from the config file (pipeline contract). */
export function apiKeyFromEnvironment(): string | undefined {
  const key = process.env.VERBA_API_KEY?.trim();
  return key ? key : undefined;
}

/** Colours only on a terminal, and never with NO_COLOR set (no-color.org: any non-empty value). */
export function colourWanted(): boolean {
  return process.stdout.isTTY === true && !process.env.NO_COLOR;
}

/** A person can answer a question: both ends are a terminal and this is not a CI job. */
export function canAsk(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true && !process.env.CI;
}
