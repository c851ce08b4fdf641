/** The normalised form of a sign-in e-mail: trimmed and lower-cased, as the unique index compares. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
