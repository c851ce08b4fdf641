/**
 * The control characters no text of Pulzus holds (docs/security.md "Uploads cannot stop the server"):
 * C0 controls and DEL, except tab, line feed and carriage return, which multi-line texts (e-mail
 * templates, explanations) use. PostgreSQL cannot store NUL in text at all; the others are never
 * typed, only injected (terminal escapes in logs, invisible characters in names).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text holds a control character that no field accepts. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The message of a text refused for a control character (the server's field message too). */
export const CONTROL_CHARACTER_MESSAGE = 'control-character';
