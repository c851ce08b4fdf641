import type { LanguageCode } from '../schemas/language-codes';
import type { GraphMessageKey } from './catalogue';

/**
 * The built-in texts the bar and column charts and the `<pulzus-graph>` element read before any
 * catalogue is there: the charts' own texts and what the element says before the account's texts have
 * arrived (loading, a refused key or attributes, the network). They are the built-in texts
 * (builtin-texts.ts) less the heatmap's and the key drivers' own, which only those charts' on-demand
 * code reads: a page that draws a bar, and the embed's first script, carry these alone (docs/releasing.md
 * "Size budgets"). base-texts.test.ts holds the two lists together.
 */
export const BASE_TEXT_KEYS = [
  'chart-withheld-short',
  'chart-withheld',
  'chart-not-asked',
  'chart-withheld-fewer-than-k',
  'chart-withheld-protects-smaller',
  'chart-withheld-combination',
  'chart-withheld-scope-fewer-than-k',
  'chart-withheld-scope-complement',
  'chart-loading',
  'chart-empty',
  'chart-error',
  'chart-show-table',
  'chart-hide-table',
  'chart-category',
  'chart-export-svg',
  'chart-export-png',
  'chart-legend',
  'chart-toolbar',
  'chart-change',
  'chart-change-small',
  'chart-change-unjudged',
  'common-loading',
  'embed-error-title',
  'embed-error-attributes',
  'embed-error-slug',
  'embed-error-styles',
  'embed-retry',
  'error-embed-key-invalid',
  'error-network-error',
  'error-rate-limited',
  'error-internal',
  'error-invalid-response',
] as const satisfies readonly GraphMessageKey[];

/** A key of {@link BASE_TEXTS}. */
export type BaseTextKey = (typeof BASE_TEXT_KEYS)[number];

/** The base texts of every language. */
export type BaseTexts = Readonly<Record<LanguageCode, Readonly<Record<BaseTextKey, string>>>>;

/**
 * Core's texts of {@link BASE_TEXT_KEYS}, written from the catalogue: base-texts.test.ts fails when
 * they differ and rewrites them when run with
 * `UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/base-texts.test.ts`
 * (then `npx biome check --write` on this file).
 */
export const BASE_TEXTS: BaseTexts = {
  hu: {
    'chart-withheld-short': 'rejtett',
    'chart-withheld': 'Adatvédelmi okból rejtve',
    'chart-not-asked': 'Nem szerepelt a kérdőívben',
    'chart-withheld-fewer-than-k': 'Rejtve: kevesebb mint {{k}} fő válaszolt',
    'chart-withheld-protects-smaller': 'Rejtve egy kisebb csoport védelmében',
    'chart-withheld-combination': 'Rejtve: túl sok szűrés együtt',
    'chart-withheld-scope-fewer-than-k': 'Rejtve: az Ön területén kevesebb mint {{k}} fő válaszolt',
    'chart-withheld-scope-complement': 'Rejtve: a területén kívül kevesebb mint {{k}} fő maradna',
    'chart-loading': 'A diagram betöltése…',
    'chart-empty': 'Nincs megjeleníthető adat.',
    'chart-error': 'A diagramot nem sikerült betölteni.',
    'chart-show-table': 'Adattábla megjelenítése',
    'chart-hide-table': 'Adattábla elrejtése',
    'chart-category': 'Kategória',
    'chart-export-svg': 'Letöltés SVG-ként',
    'chart-export-png': 'Letöltés PNG-ként',
    'chart-legend': 'Jelmagyarázat',
    'chart-toolbar': 'Diagrameszközök',
    'chart-change': 'Változás az előző felméréshez képest: {{change}} ({{earlier}} → {{later}})',
    'chart-change-small': 'ekkora csoportoknál ez a változás túl kicsi ahhoz, hogy bármit jelentsen',
    'chart-change-unjudged': 'e csoportok létszáma nem látható, így a változás nem ítélhető meg',
    'common-loading': 'Betöltés…',
    'embed-error-title': 'A grafikon nem jeleníthető meg',
    'embed-error-attributes':
      'A beágyazott grafikonhoz szerver cím, beágyazási kulcs vagy aláírt token és grafikon azonosító szükséges.',
    'embed-error-slug': 'Nincs „{{slug}}” nevű grafikon.',
    'embed-error-styles':
      'Az oldal biztonsági beállításai (Content-Security-Policy) ebben a böngészőben nem engedélyezik a grafikon stílusait.',
    'embed-retry': 'Újrapróbálás',
    'error-embed-key-invalid':
      'A beágyazási kulcs vagy token hibás, lejárt vagy visszavont, vagy ez a webhely nem használhatja.',
    'error-network-error':
      'Nem sikerült kapcsolódni a szerverhez. Kérjük, ellenőrizze az internetkapcsolatát.',
    'error-rate-limited': 'Túl sok kérés érkezett. Kérjük, várjon egy kicsit, majd próbálja újra.',
    'error-internal': 'Váratlan hiba történt. Kérjük, próbálja újra később.',
    'error-invalid-response': 'A szerver válasza nem értelmezhető. Kérjük, frissítse az oldalt.',
  },
  en: {
    'chart-withheld-short': 'hidden',
    'chart-withheld': 'Hidden for privacy',
    'chart-not-asked': 'Not asked',
    'chart-withheld-fewer-than-k': 'Hidden: fewer than {{k}} people answered',
    'chart-withheld-protects-smaller': 'Hidden to protect a smaller group',
    'chart-withheld-combination': 'Hidden: too many filters combined',
    'chart-withheld-scope-fewer-than-k': 'Hidden: fewer than {{k}} people answered in your area',
    'chart-withheld-scope-complement': 'Hidden: fewer than {{k}} people would remain outside your area',
    'chart-loading': 'Loading chart…',
    'chart-empty': 'There is no data to show.',
    'chart-error': 'The chart could not be loaded.',
    'chart-show-table': 'Show data table',
    'chart-hide-table': 'Hide data table',
    'chart-category': 'Category',
    'chart-export-svg': 'Download SVG',
    'chart-export-png': 'Download PNG',
    'chart-legend': 'Legend',
    'chart-toolbar': 'Chart tools',
    'chart-change': 'Change since the previous date: {{change}} ({{earlier}} → {{later}})',
    'chart-change-small': 'too small a change to mean anything for groups of this size',
    'chart-change-unjudged': 'the sizes of these groups are not shown, so the change cannot be judged',
    'common-loading': 'Loading…',
    'embed-error-title': 'This graph cannot be shown',
    'embed-error-attributes':
      'The embedded graph needs a server address, an embed key or signed token, and a graph slug.',
    'embed-error-slug': 'There is no graph called “{{slug}}”.',
    'embed-error-styles':
      "This page's security settings (Content-Security-Policy) do not allow the graph's styles in this browser.",
    'embed-retry': 'Try again',
    'error-embed-key-invalid':
      'The embed key or token is wrong, expired or revoked, or this site may not use it.',
    'error-network-error': 'Could not reach the server. Please check your internet connection.',
    'error-rate-limited': 'Too many requests. Please wait a little and try again.',
    'error-internal': 'An unexpected error occurred. Please try again later.',
    'error-invalid-response': "The server's response could not be understood. Please reload the page.",
  },
};
