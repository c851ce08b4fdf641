import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const I18N = join(import.meta.dirname, '../../packages/core/src/i18n');

function catalogue(language: 'hu' | 'en'): Record<string, string> {
  const files = readdirSync(I18N).filter((f) => f.endsWith(`.${language}.json`));
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(I18N, f), 'utf8'))));
}

/** The portal's message catalogues (core's hu/en JSON files), so specs assert the real texts. */
export const TEXTS = { hu: catalogue('hu'), en: catalogue('en') } as const;

/** A Hungarian text by key; throws on an unknown key so a renamed key fails loudly. */
export function hu(key: string, values: Record<string, string> = {}): string {
  return fill(TEXTS.hu, key, values);
}

/** An English text by key. */
export function en(key: string, values: Record<string, string> = {}): string {
  return fill(TEXTS.en, key, values);
}

function fill(texts: Record<string, string>, key: string, values: Record<string, string>): string {
  const text = texts[key];
  if (text === undefined) throw new Error(`unknown message key ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
