import type { CellSets } from './cell-sets';

/**
 * The version of a stored pattern's decisions (`encodePattern`): raise it with any change to which cells the pattern
 * withholds, so a pattern stored by an older server is computed again instead of read (docs/graphs.md
 * "Through the API"; `privacy-pattern-format.test.ts` fails until it is raised).
 */
export const PRIVACY_PATTERN_FORMAT = 4;

const PATTERN_MAGIC = 0x54505a50; // "PZPT"
const PATTERN_HEADER = 16;

/**
 * A pattern's decisions as bytes, to be stored beside the cube's snapshot: which cells hold the same people
 * (each cell's representative) and which are withheld, under a header of format, k and cell count.
 */
export function encodePattern(k: number, sets: CellSets, withheldOf: Uint8Array): Uint8Array {
  const cells = withheldOf.length;
  const bytes = new Uint8Array(PATTERN_HEADER + cells * 5);
  const head = new DataView(bytes.buffer);
  head.setUint32(0, PATTERN_MAGIC, true);
  head.setUint32(4, PRIVACY_PATTERN_FORMAT, true);
  head.setUint32(8, k, true);
  head.setUint32(12, cells, true);
  const representatives = new Int32Array(bytes.buffer, PATTERN_HEADER, cells);
  const withheld = bytes.subarray(PATTERN_HEADER + cells * 4);
  for (let i = 0; i < cells; i++) {
    const root = sets.find(i);
    representatives[i] = root;
    withheld[i] = withheldOf[root]!;
  }
  return bytes;
}

/**
 * Takes stored decisions into `sets` and `withheld` when they are of this format, k and shape and consistent;
 * false, changing nothing, otherwise.
 */
export function decodePattern(bytes: Uint8Array, k: number, sets: CellSets, withheldOf: Uint8Array): boolean {
  const cells = withheldOf.length;
  if (bytes.byteLength !== PATTERN_HEADER + cells * 5) return false;
  const head = new DataView(bytes.buffer, bytes.byteOffset, PATTERN_HEADER);
  if (
    head.getUint32(0, true) !== PATTERN_MAGIC ||
    head.getUint32(4, true) !== PRIVACY_PATTERN_FORMAT ||
    head.getUint32(8, true) !== k ||
    head.getUint32(12, true) !== cells
  )
    return false;
  const representatives = new Int32Array(cells);
  new Uint8Array(representatives.buffer).set(bytes.subarray(PATTERN_HEADER, PATTERN_HEADER + cells * 4));
  const withheld = bytes.subarray(PATTERN_HEADER + cells * 4);
  for (let i = 0; i < cells; i++) {
    const root = representatives[i]!;
    // a representative stands for itself and shares its set's flag
    if (root < 0 || root >= cells || representatives[root] !== root || withheld[i]! > 1) return false;
    if (withheld[i] !== withheld[root]) return false;
  }
  sets.adopt(representatives);
  withheldOf.set(withheld);
  return true;
}
