import type { KeyFilter } from '@verba/api-client/graphql';

/**
 * The editor's origin filter (aids contract): the values of one language that a machine or the
 * translation memory wrote, for a reviewer to go through. They are options of the toolbar's Show
 * filter (`?show=machine&lang=de-DE`), so the one-row toolbar gains no control.
 */
export const ORIGIN_SHOWS = ['machine', 'memory'] as const;
export type OriginShow = (typeof ORIGIN_SHOWS)[number];

const origins: Record<OriginShow, 'MACHINE' | 'MEMORY'> = { machine: 'MACHINE', memory: 'MEMORY' };

export const isOriginShow = (show: string): show is OriginShow => ORIGIN_SHOWS.includes(show as OriginShow);

/** The KeyFilter's part for an origin option: the values of `language` with that origin. */
export const originKeyFilter = (show: OriginShow, language: string): KeyFilter => ({
  origin: origins[show],
  originIn: language,
});
