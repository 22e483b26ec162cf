import { randomFillSync } from 'node:crypto';

// Random bytes drawn 4,096 ids at a time: an import makes hundreds of thousands.
const pool = Buffer.alloc(16 * 4096);
let used = pool.length;
let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562): the time in milliseconds first, then a counter and random bits. Rows an
 * import writes one after another get ids that sort together, so their index entries go to the
 * end of each B-tree instead of to random pages all over it, and an import into a large project
 * touches no more pages than one into an empty one.
 */
export function timeOrderedId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // A 12-bit counter holds 4,096 ids a millisecond; past it the next millisecond is borrowed.
    lastMs += 1;
    sequence = 0;
  }
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
