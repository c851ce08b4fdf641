import { DEFAULT_LANGUAGE, type LanguageCode } from '../schemas/language';
import adminEn from './admin.en.json';
import adminHu from './admin.hu.json';
import authEn from './auth.en.json';
import authHu from './auth.hu.json';
import commonEn from './common.en.json';
import commonHu from './common.hu.json';
import dataAdminEn from './data-admin.en.json';
import dataAdminHu from './data-admin.hu.json';
import errorsEn from './errors.en.json';
import errorsHu from './errors.hu.json';
import graphsEn from './graphs.en.json';
import graphsHu from './graphs.hu.json';
import homeEn from './home.en.json';
import homeHu from './home.hu.json';
import layoutEn from './layout.en.json';
import layoutHu from './layout.hu.json';
import pagesEn from './pages.en.json';
import pagesHu from './pages.hu.json';
import securityEn from './security.en.json';
import securityHu from './security.hu.json';

/** The catalogue's area files, each a flat key → text map per language; keys are unique across areas. */
export const MESSAGE_AREAS = {
  auth: { hu: authHu, en: authEn },
  common: { hu: commonHu, en: commonEn },
  layout: { hu: layoutHu, en: layoutEn },
  pages: { hu: pagesHu, en: pagesEn },
  home: { hu: homeHu, en: homeEn },
  admin: { hu: adminHu, en: adminEn },
  'data-admin': { hu: dataAdminHu, en: dataAdminEn },
  errors: { hu: errorsHu, en: errorsEn },
  graphs: { hu: graphsHu, en: graphsEn },
  security: { hu: securityHu, en: securityEn },
} as const;

// marked pure, so a bundle that reads only some areas (the embed script) leaves the merged catalogue out
const en = /* @__PURE__ */ (() => ({
  ...authEn,
  ...commonEn,
  ...layoutEn,
  ...pagesEn,
  ...homeEn,
  ...adminEn,
  ...dataAdminEn,
  ...errorsEn,
  ...graphsEn,
  ...securityEn,
}))();

/** A message key of the catalogue; the English catalogue's keys define it (style.md §11). */
export type MessageKey = keyof typeof en;

// A key missing from the Hungarian files fails the type check here.
const hu = /* @__PURE__ */ (() => ({
  ...authHu,
  ...commonHu,
  ...layoutHu,
  ...pagesHu,
  ...homeHu,
  ...adminHu,
  ...dataAdminHu,
  ...errorsHu,
  ...graphsHu,
  ...securityHu,
}))() satisfies Record<MessageKey, string>;

/** The default message catalogues, Hungarian and English, merged from every area. */
export const messages: Record<LanguageCode, Readonly<Record<MessageKey, string>>> = { hu, en };

// pure too: a bundle that never reads graphMessages (the embed script) leaves the areas out
const graphEn = /* @__PURE__ */ (() => ({ ...commonEn, ...layoutEn, ...errorsEn, ...graphsEn }))();

/** A message key of the areas a graph reads: common, layout, errors and graphs. */
export type GraphMessageKey = keyof typeof graphEn;

const graphHu = /* @__PURE__ */ (() => ({
  ...commonHu,
  ...layoutHu,
  ...errorsHu,
  ...graphsHu,
}))() satisfies Record<GraphMessageKey, string>;

/**
 * The areas a graph with its sidebar reads (common, layout, errors, graphs), Hungarian and English:
 * the catalogue of a bundle that only draws graphs, such as the embed script, which then leaves
 * out the portal's other areas. The same texts as {@link messages}.
 */
export const graphMessages: Record<LanguageCode, Readonly<Record<GraphMessageKey, string>>> = {
  hu: graphHu,
  en: graphEn,
};

/** Parameters interpolated into `{{name}}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The catalogue language for a language code: `en` for English, otherwise Hungarian, the default (spec 1 §3). */
export function resolveLanguage(code: string | null | undefined): LanguageCode {
  return code === 'en' ? 'en' : DEFAULT_LANGUAGE.code;
}

/** Whether a text (for example `login-` + a server error code) is a key of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Replaces each `{{name}}` placeholder with its parameter; placeholders without a parameter stay. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The text of a message key in a language (unknown codes read Hungarian), with `{{param}}` interpolation. */
export function translate(lang: string | null | undefined, key: MessageKey, params?: MessageParams): string {
  return interpolate(messages[resolveLanguage(lang)][key], params);
}
