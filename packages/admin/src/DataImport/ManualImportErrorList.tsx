import type { ManualImportErrorMessage } from '@pulzus/core';
import { useT } from '@pulzus/widgets';

/** Props of {@link ManualImportErrorList}. */
export interface ManualImportErrorListProps {
  /** The lines: at most five row errors naming row and column, then "and N more" (spec 2 §8). */
  rows: readonly ManualImportErrorMessage[];
}

/** A manual import's row errors as a list; nothing without any. */
export function ManualImportErrorList({ rows }: ManualImportErrorListProps) {
  const { t } = useT();
  if (rows.length === 0) return null;
  return (
    <ul>
      {rows.map((row) => (
        <li key={`${row.key}:${row.values.row ?? ''}:${row.values.column ?? ''}:${row.values.count ?? ''}`}>
          {t(row.key, row.values)}
        </li>
      ))}
    </ul>
  );
}
