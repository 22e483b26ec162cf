import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance (0..1) below which two pixels count as equal; anti-aliasing is ignored. */
const PIXEL_THRESHOLD = 0.1;
/** Share of differing pixels a picture may have and still pass: room for a glyph's rasterisation. */
export const MAX_DIFF_RATIO = 0.0001;

export interface Comparison {
  /** Pixels that differ beyond PIXEL_THRESHOLD; all of them when the sizes differ. */
  diffPixels: number;
  passed: boolean;
  /** Changed pixels in red over a faded copy of the baseline; null when nothing changed. */
  diffPng: Buffer | null;
}

export function comparePngs(baselinePng: Buffer, actualPng: Buffer): Comparison {
  // Chromium encodes equal pixels to equal bytes: most pictures need no decoding at all.
  if (baselinePng.equals(actualPng)) return { diffPixels: 0, passed: true, diffPng: null };
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { diffPixels: actual.width * actual.height, passed: false, diffPng: actualPng };
  }
  const { width, height } = baseline;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  return {
    diffPixels,
    passed: diffPixels <= Math.floor(width * height * MAX_DIFF_RATIO),
    diffPng: diffPixels > 0 ? PNG.sync.write(diff) : null,
  };
}
