import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '../schemas/language-codes';
import { graphMessages } from './catalogue';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEXT_KEYS, BUILTIN_TEXTS } from './builtin-texts';

const FILE = fileURLToPath(new URL('./builtin-texts.ts', import.meta.url));
const UPDATE =
  'UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/builtin-texts.test.ts';

const expected = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(BUILTIN_TEXT_KEYS.map((key) => [key, graphMessages[language][key]])),
  ]),
);

/** A string literal as biome writes it: single quotes unless the text holds one. */
const literal = (text: string) =>
  text.includes("'") ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\')}'`;

/** The source of builtin-texts.ts for the current catalogue: everything above the texts, then the texts. */
function render(): string {
  const head = readFileSync(FILE, 'utf8').split('export const BUILTIN_TEXTS')[0];
  const languages = LANGUAGE_CODES.map((language) => {
    const lines = BUILTIN_TEXT_KEYS.map(
      (key) => `    '${key}': ${literal(expected[language]?.[key] ?? '')},`,
    );
    return `  ${language}: {\n${lines.join('\n')}\n  },`;
  });
  return `${head}export const BUILTIN_TEXTS: BuiltinTexts = {\n${languages.join('\n')}\n};\n`;
}

describe('built-in texts (what the embed element and a bare chart show without a catalogue)', () => {
  it("are core's catalogue texts of their keys, in every language", () => {
    if (process.env.UPDATE_BUILTIN_TEXTS) writeFileSync(FILE, render());
    else
      expect(
        BUILTIN_TEXTS,
        `builtin-texts.ts differs from the catalogue; rewrite it with ${UPDATE}`,
      ).toStrictEqual(expected);
  });
});
