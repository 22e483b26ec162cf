import { confirm, isCancel, log, progress } from '@clack/prompts';
import { canAsk, colourWanted } from './environment.ts';

/** Where a command's words go: clack's styled log on a colour terminal, plain lines elsewhere, nothing with --json. */
export interface Output {
  readonly json: boolean;
  info(message: string): void;
  success(message: string): void;
  warn(message: string): void;
  /** A yes or no from the person at the terminal; false when no one can answer. */
  ask(question: string): Promise<boolean>;
  /** A progress bar on a terminal; elsewhere only the final line. */
  progress(total: number): { advance(done: number): void; stop(message: string): void };
  result(value: unknown): void;
}

export function createOutput(json: boolean): Output {
  const styled = !json && colourWanted();
  const plain = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  return {
    json,
    info: (message) => (styled ? log.info(message) : plain(message)),
    success: (message) => (styled ? log.success(message) : plain(message)),
    warn: (message) => (styled ? log.warn(message) : plain(message)),
    async ask(question) {
      if (json || !canAsk()) return false;
      const answer = await confirm({ message: question, initialValue: false });
      return !isCancel(answer) && answer;
    },
    progress(total) {
      if (!styled) return { advance: () => {}, stop: plain };
      const bar = progress({ max: Math.max(total, 1) });
      bar.start('Applying');
      let shown = 0;
      return {
        advance(done) {
          if (done > shown) bar.advance(done - shown, `Applying ${done} of ${total}`);
          shown = Math.max(shown, done);
        },
        stop: (message) => bar.stop(message),
      };
    },
    result(value) {
      if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    },
  };
}
