import type { DemographyAnswer, DemographyType } from '../schemas/demography';
import type { TopicColor } from '../schemas/graph-response';
import { cubeMeasures, measureBandsOf } from './build-survey-cube';
import type { CubeDemography, CubeItem, CubeTopic, CubeUnit, SurveyCube } from './survey-cube';

/**
 * The binary snapshot of a survey cube (docs/graphs.md "Through the API"): a 16-byte prefix, a JSON
 * header with the date's configuration (items, topics, units, demographies), then the per-respondent
 * typed arrays, each at an 8-byte aligned offset so a decoder can view them without copying each.
 *
 * Prefix (little-endian): magic "PZCB", format version (u16), byte-order mark 0x0102 (u16), header
 * byte length (u32), total byte length (u32). The measure columns and the lookup maps are derived again
 * on decode by the same code that builds a cube, so a change of the engine's in-memory layout does
 * not need a new format; a change of what is stored does, and bumps `CUBE_SNAPSHOT_FORMAT`. Format 2
 * adds the header's `source` (which responses the snapshot holds: what lets an import append to it).
 * Format 3 stores each array in the narrowest type its values fit (answers of at most 15 two to a byte,
 * indexes in one, two or four bytes), widened again on decode: a cold read moves half the bytes.
 */
export const CUBE_SNAPSHOT_FORMAT = 3;

/**
 * Which responses a snapshot holds (docs/graphs.md "Through the API"): every response of the date up to
 * a response id, none modified at the provider after a time, under one configuration. A later snapshot
 * may then be the old one plus the responses above the id, when none up to it changed since and the
 * configuration is the same.
 */
export interface CubeSnapshotSource {
  /** The highest response id of the date when its rows were read (any status); 0 for none. */
  readonly throughResponseId: number;
  /** The latest provider modification time of those responses (ISO 8601), null for none. */
  readonly throughModifiedAt: string | null;
  /** A digest of the date's configuration the cube was built under (items, topics, demographies, collectors). */
  readonly configDigest: string;
}

const MAGIC = [0x50, 0x5a, 0x43, 0x42]; // "PZCB"
const PREFIX_BYTES = 16;
const BYTE_ORDER_MARK = 0x0102;

/** Why a snapshot could not be read: not a snapshot, another format version, or cut short. */
export class CubeSnapshotError extends Error {
  constructor(
    readonly reason: 'not-a-snapshot' | 'format-version' | 'truncated' | 'byte-order',
    message: string,
  ) {
    super(message);
    this.name = 'CubeSnapshotError';
  }
}

/** Whether `error` is a snapshot that cannot be read (the caller rebuilds the cube from its rows). */
export function isCubeSnapshotError(error: unknown): error is CubeSnapshotError {
  return error instanceof CubeSnapshotError;
}

/** A cube's configuration as plain JSON: everything except what is stored per respondent. */
interface CubeShape {
  surveyDateId: number;
  date: string;
  items: { code: string; name: string; bg_color: TopicColor | null }[];
  itemIndexByQuestionId: [number, number][];
  workerGroups: { id: number; name: string }[];
  units: { key: string; workerGroupIndex: number; label: string; answerIndexes: number[] }[];
  topics: {
    name: string;
    ids: number[];
    is_commitment: boolean;
    is_calculated_in_index: boolean;
    bg_color: TopicColor | null;
    itemIndexes: number[];
    itemsByWorkerGroup: [number, number[]][];
  }[];
  demographies: {
    id: number;
    code: string;
    name: string;
    type: DemographyType;
    order: number;
    answers: DemographyAnswer[];
  }[];
  commitmentItems: number[];
  topicItems: number[];
}

/**
 * One array of the body: its stored type, byte offset from the snapshot's start and element count. `u4` is two
 * values to a byte (the even element in the low half); `i8` and `i16` hold indexes whose in-memory type is wider.
 */
type Section = ['u4' | 'u8' | 'i8' | 'i16' | 'i32', number, number];
type SectionType = Section[0];

/** The bytes `length` elements take stored as `type`. */
const sectionBytes = (type: SectionType, length: number) =>
  type === 'u4' ? Math.ceil(length / 2) : length * BYTES[type];

/** The narrowest signed type holding every value of an index array (-1 = none included). */
function narrowest(values: Int16Array | Int32Array): 'i8' | 'i16' | 'i32' {
  let min = 0;
  let max = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min >= -128 && max <= 127) return 'i8';
  return min >= -32768 && max <= 32767 ? 'i16' : 'i32';
}

/** The bytes of `values` stored as `type` (narrowing only ever to a type that holds them all). */
function storedBytes(type: SectionType, values: Uint8Array | Int16Array | Int32Array): Uint8Array {
  if (type === 'u4') {
    const packed = new Uint8Array(sectionBytes('u4', values.length));
    for (let i = 0; i < values.length; i++) packed[i >> 1]! |= values[i]! << ((i & 1) << 2);
    return packed;
  }
  // answers stored a byte each and indexes kept in their own type are written as they are
  const narrow =
    type === 'i8'
      ? Int8Array.from(values)
      : type === 'i16' && values instanceof Int32Array
        ? Int16Array.from(values)
        : values;
  return new Uint8Array(narrow.buffer, narrow.byteOffset, narrow.byteLength);
}

interface Header {
  shape: CubeShape;
  respondentCount: number;
  /** answers, workerGroupOf, unitOf, then each demography's answerOf in demography order. */
  sections: Section[];
  /** The responses the snapshot holds, when its writer knew them. */
  source: CubeSnapshotSource | null;
}

/** The configuration part of a cube, as JSON (two cubes with equal shapes can be appended). */
function shapeOf(cube: SurveyCube): CubeShape {
  return {
    surveyDateId: cube.surveyDateId,
    date: cube.date,
    items: cube.items.map((i) => ({ code: i.code, name: i.name, bg_color: i.bg_color })),
    itemIndexByQuestionId: [...cube.itemIndexByQuestionId],
    workerGroups: cube.workerGroups.map((g) => ({ id: g.id, name: g.name })),
    units: cube.units.map((u) => ({
      key: u.key,
      workerGroupIndex: u.workerGroupIndex,
      label: u.label,
      answerIndexes: Array.from(u.answerIndexes),
    })),
    topics: cube.topics.map((t) => ({
      name: t.name,
      ids: [...t.ids],
      is_commitment: t.is_commitment,
      is_calculated_in_index: t.is_calculated_in_index,
      bg_color: t.bg_color,
      itemIndexes: Array.from(t.itemIndexes),
      itemsByWorkerGroup: [...t.itemsByWorkerGroup].map(([id, items]) => [id, Array.from(items)]),
    })),
    demographies: cube.demographies.map((d) => ({
      id: d.id,
      code: d.code,
      name: d.name,
      type: d.type,
      order: d.order,
      answers: d.answers.map((a) => ({ id: a.id, name: a.name, value: a.value, no_answer: a.no_answer })),
    })),
    commitmentItems: Array.from(cube.commitmentItems),
    topicItems: Array.from(cube.topicItems),
  };
}

const align8 = (n: number) => (n + 7) & ~7;

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Encodes a cube as a snapshot (see `CUBE_SNAPSHOT_FORMAT`): half a byte per answer (of a scale up to 15, else
 * one) plus one to four bytes per respondent for each index (worker group, unit, each demography's answer).
 */
export function encodeCubeSnapshot(cube: SurveyCube, source: CubeSnapshotSource | null = null): Uint8Array {
  if (!littleEndian)
    throw new CubeSnapshotError('byte-order', 'cube snapshots are written on little-endian hosts only');
  let answerMax = 0;
  for (let i = 0; i < cube.answers.length; i++)
    if (cube.answers[i]! > answerMax) answerMax = cube.answers[i]!;
  const arrays: [SectionType, Uint8Array | Int16Array | Int32Array][] = [
    [answerMax <= 15 ? 'u4' : 'u8', cube.answers],
    [narrowest(cube.workerGroupOf), cube.workerGroupOf],
    [narrowest(cube.unitOf), cube.unitOf],
    ...cube.demographies.map((d): [SectionType, Int16Array] => [narrowest(d.answerOf), d.answerOf]),
  ];
  const stored = arrays.map(([type, array]) => storedBytes(type, array));
  // the header names the offsets, and its own length moves them: lay out with a placeholder length first
  const sectionsAt = (start: number): Section[] => {
    let offset = start;
    return arrays.map(([type, array], s) => {
      const at = align8(offset);
      offset = at + stored[s]!.byteLength;
      return [type, at, array.length];
    });
  };
  const shape = shapeOf(cube);
  const encoder = new TextEncoder();
  const headerOf = (sections: Section[]): Header => ({
    shape,
    respondentCount: cube.respondentCount,
    sections,
    source,
  });
  let headerBytes = encoder.encode(JSON.stringify(headerOf(sectionsAt(0))));
  let sections: Section[] = [];
  // offsets grow the header by a few digits at most; two rounds settle it
  for (let round = 0; round < 4; round++) {
    sections = sectionsAt(align8(PREFIX_BYTES + headerBytes.length));
    const next = encoder.encode(JSON.stringify(headerOf(sections)));
    const settled = next.length === headerBytes.length;
    headerBytes = next;
    if (settled) break;
  }
  const last = sections[sections.length - 1]!;
  const total = Math.max(align8(PREFIX_BYTES + headerBytes.length), last[1] + stored.at(-1)!.byteLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint16(4, CUBE_SNAPSHOT_FORMAT, true);
  view.setUint16(6, BYTE_ORDER_MARK, true);
  view.setUint32(8, headerBytes.length, true);
  view.setUint32(12, total, true);
  out.set(headerBytes, PREFIX_BYTES);
  stored.forEach((bytes, s) => {
    out.set(bytes, sections[s]![1]);
  });
  return out;
}

const BYTES: Record<Exclude<SectionType, 'u4'>, number> = { u8: 1, i8: 1, i16: 2, i32: 4 };

/** The header length and total length a snapshot's prefix states; throws for no snapshot of this format. */
function readPrefix(bytes: Uint8Array): { headerLength: number; total: number } {
  if (bytes.length < PREFIX_BYTES || MAGIC.some((b, i) => bytes[i] !== b))
    throw new CubeSnapshotError('not-a-snapshot', 'not a cube snapshot (no PZCB magic)');
  const prefix = new DataView(bytes.buffer, bytes.byteOffset, PREFIX_BYTES);
  const format = prefix.getUint16(4, true);
  if (format !== CUBE_SNAPSHOT_FORMAT)
    throw new CubeSnapshotError(
      'format-version',
      `cube snapshot format ${format}, this server reads format ${CUBE_SNAPSHOT_FORMAT}`,
    );
  if (prefix.getUint16(6, true) !== BYTE_ORDER_MARK || !littleEndian)
    throw new CubeSnapshotError('byte-order', 'cube snapshot of another byte order');
  return { headerLength: prefix.getUint32(8, true), total: prefix.getUint32(12, true) };
}

/** How many leading bytes of a snapshot hold its prefix and header: what `cubeSnapshotSource` needs. */
export function cubeSnapshotHeaderEnd(prefix: Uint8Array): number {
  return PREFIX_BYTES + readPrefix(prefix).headerLength;
}

/**
 * The responses a snapshot holds (see `CubeSnapshotSource`), read from its first `cubeSnapshotHeaderEnd`
 * bytes or more without decoding the rest; null when its writer did not know them. Throws a
 * `CubeSnapshotError` as `decodeCubeSnapshot` does.
 */
export function cubeSnapshotSource(bytes: Uint8Array): CubeSnapshotSource | null {
  const { headerLength } = readPrefix(bytes);
  if (bytes.length < PREFIX_BYTES + headerLength)
    throw new CubeSnapshotError('truncated', 'cube snapshot cut short within its header');
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength)),
  ) as Header;
  return header.source ?? null;
}

/**
 * Decodes a snapshot into a cube equal to the one encoded (every graph computes the same). Throws a
 * `CubeSnapshotError` for bytes that are no snapshot, of another format version or cut short: such a
 * snapshot is never read, the cube is built again from its rows. The cube's arrays share one buffer,
 * a copy of `bytes`.
 */
export function decodeCubeSnapshot(bytes: Uint8Array): SurveyCube {
  const { headerLength, total } = readPrefix(bytes);
  if (bytes.length !== total || PREFIX_BYTES + headerLength > total)
    throw new CubeSnapshotError(
      'truncated',
      `cube snapshot of ${bytes.length} bytes, its prefix says ${total}`,
    );
  // one aligned copy: typed-array views need offsets that are multiples of their element size
  const copy = new Uint8Array(total);
  copy.set(bytes);
  const header = JSON.parse(
    new TextDecoder().decode(copy.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength)),
  ) as Header;
  const { shape, respondentCount: n } = header;
  // answers, worker group, unit, then each demography's answer: the types each may be stored as, and its length
  const expected: [readonly SectionType[], number][] = [
    [['u4', 'u8'], n * shape.items.length],
    [['i8', 'i16', 'i32'], n],
    [['i8', 'i16', 'i32'], n],
    ...shape.demographies.map((): [readonly SectionType[], number] => [['i8', 'i16'], n]),
  ];
  const sections = header.sections;
  if (
    !Array.isArray(sections) ||
    sections.length !== expected.length ||
    sections.some((section, s) => !expected[s]![0].includes(section[0]) || section[2] !== expected[s]![1])
  )
    throw new CubeSnapshotError('not-a-snapshot', 'cube snapshot sections do not match its header');
  for (const [type, offset, length] of sections)
    if (offset % 8 !== 0 || offset + sectionBytes(type, length) > total)
      throw new CubeSnapshotError('truncated', 'a cube snapshot section lies outside the snapshot');
  const [answers, workerGroupOf, unitOf, ...answerOfs] = sections as [
    Section,
    Section,
    Section,
    ...Section[],
  ];
  return assembleCube(
    shape,
    n,
    answersOf(copy, answers),
    indexesOf(copy, workerGroupOf, 'i32'),
    indexesOf(copy, unitOf, 'i32'),
    answerOfs.map((section) => indexesOf(copy, section, 'i16')),
  );
}

/** The answers of a section: viewed when stored a byte each, unpacked when two to a byte. */
function answersOf(copy: Uint8Array, [type, offset, length]: Section): Uint8Array {
  if (type === 'u8') return new Uint8Array(copy.buffer, offset, length);
  const packed = new Uint8Array(copy.buffer, offset, sectionBytes('u4', length));
  const answers = new Uint8Array(length);
  const pairs = length >> 1;
  for (let i = 0; i < pairs; i++) {
    const byte = packed[i]!;
    answers[2 * i] = byte & 15;
    answers[2 * i + 1] = byte >> 4;
  }
  if (length & 1) answers[length - 1] = packed[pairs]! & 15;
  return answers;
}

/**
 * An index section in its in-memory type: viewed when stored as that type, otherwise widened into a new array
 * (the header check lets no section be stored wider than its array).
 */
function indexesOf(copy: Uint8Array, section: Section, wide: 'i32'): Int32Array;
function indexesOf(copy: Uint8Array, section: Section, wide: 'i16'): Int16Array;
function indexesOf(copy: Uint8Array, [type, offset, length]: Section, wide: 'i16' | 'i32') {
  const stored =
    type === 'i8'
      ? new Int8Array(copy.buffer, offset, length)
      : type === 'i16'
        ? new Int16Array(copy.buffer, offset, length)
        : new Int32Array(copy.buffer, offset, length);
  if (type === wide) return stored;
  const out = wide === 'i32' ? new Int32Array(length) : new Int16Array(length);
  out.set(stored);
  return out;
}

/** A cube from its configuration and per-respondent arrays, with the derived measures and lookups. */
function assembleCube(
  shape: CubeShape,
  n: number,
  answers: Uint8Array,
  workerGroupOf: Int32Array,
  unitOf: Int32Array,
  answerOfs: readonly Int16Array[],
): SurveyCube {
  const items: CubeItem[] = shape.items;
  const topics: CubeTopic[] = shape.topics.map((t) => ({
    name: t.name,
    ids: t.ids,
    is_commitment: t.is_commitment,
    is_calculated_in_index: t.is_calculated_in_index,
    bg_color: t.bg_color,
    itemIndexes: Int32Array.from(t.itemIndexes),
    itemsByWorkerGroup: new Map(t.itemsByWorkerGroup.map(([id, list]) => [id, Int32Array.from(list)])),
  }));
  const units: CubeUnit[] = shape.units.map((u) => ({
    key: u.key,
    workerGroupIndex: u.workerGroupIndex,
    label: u.label,
    answerIndexes: Int16Array.from(u.answerIndexes),
  }));
  const demographies: CubeDemography[] = shape.demographies.map((d, i) => ({
    ...d,
    answerOf: answerOfs[i]!,
  }));
  const topicIndexById = new Map<number, number>();
  topics.forEach((t, i) => {
    for (const id of t.ids) topicIndexById.set(id, i);
  });
  const measures = cubeMeasures(topics);
  return {
    surveyDateId: shape.surveyDateId,
    date: shape.date,
    respondentCount: n,
    items,
    itemIndexByCode: new Map(items.map((item, i) => [item.code, i])),
    itemIndexByQuestionId: new Map(shape.itemIndexByQuestionId),
    answers,
    workerGroups: shape.workerGroups,
    workerGroupOf,
    unitOf,
    units,
    topics,
    topicIndexById,
    demographies,
    demographyIndexById: new Map(demographies.map((d, i) => [d.id, i])),
    commitmentItems: Int32Array.from(shape.commitmentItems),
    topicItems: Int32Array.from(shape.topicItems),
    measureCount: measures.length,
    engagementMeasure: topics.length,
    satisfactionMeasure: topics.length + 1,
    measureBands: measureBandsOf(answers, n, items.length, measures),
  };
}

/** Concatenates typed arrays of one kind. */
function concat<T extends Uint8Array | Int16Array | Int32Array>(a: T, b: T): T {
  const out = new (a.constructor as new (n: number) => T)(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The cube of `cube`'s respondents followed by `added`'s (docs/graphs.md "Through the API": a page of
 * new responses updates a cube instead of rebuilding it). `added` is built from the same date's
 * configuration with only the new respondents; null when the two differ in configuration (new
 * collectors, items or demography answers): then the caller rebuilds from all rows.
 */
export function appendRespondents(cube: SurveyCube, added: SurveyCube): SurveyCube | null {
  const shape = shapeOf(cube);
  if (JSON.stringify(shape) !== JSON.stringify(shapeOf(added))) return null;
  return assembleCube(
    shape,
    cube.respondentCount + added.respondentCount,
    concat(cube.answers, added.answers),
    concat(cube.workerGroupOf, added.workerGroupOf),
    concat(cube.unitOf, added.unitOf),
    cube.demographies.map((d, i) => concat(d.answerOf, added.demographies[i]!.answerOf)),
  );
}

/**
 * The distinct buffers behind a cube's typed arrays: what a worker thread transfers (not copies) when
 * it hands a cube to another thread.
 */
export function cubeBuffers(cube: SurveyCube): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [
    cube.answers,
    cube.workerGroupOf,
    cube.unitOf,
    cube.commitmentItems,
    cube.topicItems,
    ...cube.measureBands,
    ...cube.demographies.map((d) => d.answerOf),
    ...cube.units.map((u) => u.answerIndexes),
    ...cube.topics.flatMap((t) => [t.itemIndexes, ...t.itemsByWorkerGroup.values()]),
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}
