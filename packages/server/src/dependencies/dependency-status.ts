/** The part of the app's (pino) logger an outage is told through. */
export interface OutageLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Until the app's logger takes over (while migrations run), outages go to stderr, a line each. */
const startupLogger: OutageLogger = {
  warn: (_details, message) => console.warn(`verba: ${message}`),
  info: (_details, message) => console.warn(`verba: ${message}`),
};

/**
 * Whether a dependency (PostgreSQL, Redis) answers, as its client's events and failed calls tell.
 * One line when it is lost and one when it is back, however many calls fail in between.
 */
export interface DependencyStatus {
  readonly name: string;
  readonly up: boolean;
  lost(error: unknown): void;
  restored(): void;
  /** Logs from now on through the app's logger. */
  logTo(log: OutageLogger): void;
}

/** `meanwhile` tells the operator what Verba does while the dependency is gone. */
export function createDependencyStatus(name: string, meanwhile: string): DependencyStatus {
  let up = true;
  let log = startupLogger;
  let since = 0;
  return {
    name,
    get up() {
      return up;
    },
    lost(error) {
      if (!up) return;
      up = false;
      since = Date.now();
      const reason = error instanceof Error ? error.message || error.name : String(error);
      log.warn({ dependency: name, reason }, `${name} is unreachable (${reason}); ${meanwhile}`);
    },
    restored() {
      if (up) return;
      up = true;
      const downMs = Date.now() - since;
      log.info(
        { dependency: name, downMs },
        `${name} is reachable again after ${Math.round(downMs / 1000)} s`,
      );
    },
    logTo(next) {
      log = next;
    },
  };
}
