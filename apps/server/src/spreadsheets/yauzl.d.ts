/**
 * The part of yauzl 3.4 (https://github.com/thejoshwolfe/yauzl, README "API") that
 * spreadsheet-limits.ts uses; the package ships no types of its own.
 */
declare module 'yauzl' {
  import type { Readable } from 'node:stream';

  export interface Options {
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }

  /** One Central Directory file header. */
  export interface Entry {
    /** The decoded, validated name (no absolute path, no `..`). */
    readonly fileName: string;
    /** The name as stored (CP437 or UTF-8 by `generalPurposeBitFlag` bit 11). */
    readonly fileNameRaw: Buffer;
    readonly generalPurposeBitFlag: number;
    readonly compressionMethod: number;
    readonly compressedSize: number;
    readonly uncompressedSize: number;
    readonly crc32: number;
    isEncrypted(): boolean;
    canDecodeFileData(): boolean;
  }

  export interface ZipFile {
    /** From the End of Central Directory record, known before any entry is read. */
    readonly entryCount: number;
    eachEntry(): AsyncIterableIterator<Entry>;
    openReadStreamPromise(entry: Entry): Promise<Readable>;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export function fromBufferPromise(buffer: Buffer, options?: Options): Promise<ZipFile>;
}
