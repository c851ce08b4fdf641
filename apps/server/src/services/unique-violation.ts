/** PostgreSQL's SQLSTATE for a unique constraint violation (the same on PGlite). */
const UNIQUE_VIOLATION = '23505';

/** Whether a database error is a unique constraint violation (a lost race on a checked insert). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
