import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './stale-build-reload.ts';

function setup(start: number) {
  const stored = new Map<string, string>();
  let time = start;
  return {
    deps: {
      storage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      reload: vi.fn(),
      now: () => time,
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('reloadOnStaleBuild', () => {
  it('reloads once instead of letting the missing chunk fail', () => {
    const { deps } = setup(1_000_000);
    const event = new Event('vite:preloadError', { cancelable: true });
    reloadOnStaleBuild(event, deps);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the error through when the chunk is still missing right after the reload', () => {
    const { deps, advance } = setup(1_000_000);
    reloadOnStaleBuild(new Event('vite:preloadError', { cancelable: true }), deps);
    advance(2_000);
    const again = new Event('vite:preloadError', { cancelable: true });
    reloadOnStaleBuild(again, deps);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    const { deps, advance } = setup(1_000_000);
    reloadOnStaleBuild(new Event('vite:preloadError', { cancelable: true }), deps);
    advance(60 * 60_000);
    reloadOnStaleBuild(new Event('vite:preloadError', { cancelable: true }), deps);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });
});
