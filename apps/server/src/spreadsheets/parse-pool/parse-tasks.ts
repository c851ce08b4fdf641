/**
 * One upload to parse off the request thread (docs/import.md "Spreadsheet limits"): the manual
 * import's sheet (xlsx, xls or csv, with the manual import's limits), the scope import's sheet (the same reader,
 * the scope import's limits), the collectors xlsx (exceljs,
 * the collectors' limits) or a plain csv (the translations upload).
 */
export type ParseTask =
  | { kind: 'manual-import-sheet'; bytes: Uint8Array }
  | { kind: 'collectors-xlsx'; bytes: Uint8Array }
  | { kind: 'scope-import-sheet'; bytes: Uint8Array }
  | { kind: 'csv'; bytes: Uint8Array };

/** What a parse answers: the rows of cell texts, or null when the file is no readable sheet. */
export type ParsedRows = string[][] | null;

/**
 * Runs one task with the pure parse functions (in a worker thread, or inline when no pool is
 * given); refusals throw their `AppError` as the functions do.
 */
export async function runParseTask(task: ParseTask): Promise<ParsedRows> {
  // each parser is loaded when first needed: a worker starts faster, and exceljs (~1 s to load)
  // is loaded only by a worker that reads a collectors xlsx
  switch (task.kind) {
    case 'manual-import-sheet': {
      const { readSheetRows } = await import('../../domains/imports/manual/sheet-read');
      return readSheetRows(task.bytes);
    }
    case 'collectors-xlsx': {
      const { readCollectorsSheet } = await import('../../domains/collectors/collectors-xlsx-read');
      return readCollectorsSheet(
        Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
      );
    }
    case 'scope-import-sheet': {
      const [{ readSheetRows }, { SCOPE_IMPORT_LIMITS }] = await Promise.all([
        import('../../domains/imports/manual/sheet-read'),
        import('../spreadsheet-limits'),
      ]);
      return readSheetRows(task.bytes, SCOPE_IMPORT_LIMITS);
    }
    case 'csv': {
      const { decodeCsvBytes, parseCsv } = await import('../csv');
      return parseCsv(decodeCsvBytes(task.bytes));
    }
  }
}
