import type { Emit } from '../events/project-event.ts';
import type { ReleaseView } from './distribution-service.ts';

/**
 * The data of a `release` project event. `published`: a release became current (webhooks send
 * it as release.published); `deleted`: the distribution and its token are gone. Every process's
 * /cdn cache (cdn-cache.ts) drops what it holds of the distribution on either.
 */
export type ReleaseEventData =
  | ({ kind: 'published'; distributionId: string; distribution: string } & ReleaseView)
  | { kind: 'deleted'; distributionId: string; distribution: string };

/** Announces a publish or a delete through the bus: the project's streams and every server process. */
export function announceRelease(
  emit: Emit,
  distribution: { id: string; projectId: string; name: string },
  change: { kind: 'published'; release: ReleaseView } | { kind: 'deleted' },
): void {
  const base = { distributionId: distribution.id, distribution: distribution.name };
  const data: ReleaseEventData =
    change.kind === 'published'
      ? { kind: 'published', ...base, ...change.release }
      : { kind: 'deleted', ...base };
  emit(distribution.projectId, 'release', { ...data });
}
