import { formatNumber, type ScopeImportRowError } from '@pulzus/core';
import { useT } from '@pulzus/widgets';

/** The most refused cells the popup lists; the rest are counted. */
const SHOWN = 20;

/** Props of {@link ScopeImportErrors}. */
export interface ScopeImportErrorsProps {
  /** The refused cells the server listed. */
  errors: readonly ScopeImportRowError[];
  /** Every refused cell of the file. */
  count: number;
}

/** A scope import's refused cells: "Row 3, scope: there is no dimension called “Region”.", then "…and N more". */
export function ScopeImportErrors({ errors, count }: ScopeImportErrorsProps) {
  const { t, language } = useT();
  if (errors.length === 0) return null;
  const rest = count - Math.min(errors.length, SHOWN);
  return (
    <ul data-component="Pulzus.ScopeImportErrors">
      {errors.slice(0, SHOWN).map((error) => (
        <li key={`${error.row}:${error.column}:${error.code}`}>
          {t('admin-users-scope-import-error-row', {
            row: formatNumber(error.row, language),
            column: t(`admin-users-scope-import-column-${error.column}`),
            message: t(`admin-users-scope-import-code-${error.code}`, { value: error.value ?? '' }),
          })}
        </li>
      ))}
      {rest > 0 ? (
        <li>{t('admin-users-scope-import-more-errors', { count: formatNumber(rest, language) })}</li>
      ) : null}
    </ul>
  );
}
