import type { LanguageCode } from '../schemas/language-codes';
import type { GraphMessageKey } from './catalogue';

/**
 * The catalogue keys whose texts are built into the widgets: a chart's own texts (shown by a chart
 * without a provider) and what `<pulzus-graph>` says before the account's texts have arrived —
 * loading, a refused key or attributes, the network. Everything else the embed element shows comes
 * from `GET account/translations/graph`, so its script carries no catalogue (docs/embedding.md "The element
 * (client)").
 */
export const BUILTIN_TEXT_KEYS = [
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
  'heatmap-show-difference',
  'heatmap-legend-below',
  'heatmap-legend-above',
  'heatmap-group',
  'drivers-priorities',
  'drivers-strengths',
  'drivers-maintain',
  'drivers-monitor',
  'drivers-view',
  'drivers-view-topics',
  'drivers-view-items',
  'drivers-topic',
  'drivers-quadrant',
  'drivers-not-drawn',
  'drivers-no-variation',
  'drivers-view-focus',
  'drivers-focus-rule',
  'drivers-company-score',
  'drivers-name-all',
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

/** A key of {@link BUILTIN_TEXTS}. */
export type BuiltinTextKey = (typeof BUILTIN_TEXT_KEYS)[number];

/** The built-in texts of every language. */
export type BuiltinTexts = Readonly<Record<LanguageCode, Readonly<Record<BuiltinTextKey, string>>>>;

/**
 * Core's texts of {@link BUILTIN_TEXT_KEYS}, written from the catalogue: builtin-texts.test.ts fails
 * when they differ and rewrites them when run with
 * `UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/builtin-texts.test.ts`
 * (then `npx biome check --write` on this file).
 */
export const BUILTIN_TEXTS: BuiltinTexts = {
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
    'heatmap-show-difference': 'Eltérés a vállalati értéktől',
    'heatmap-legend-below': 'A vállalati érték alatt',
    'heatmap-legend-above': 'A vállalati érték felett',
    'heatmap-group': 'Csoport',
    'drivers-priorities': 'Prioritások',
    'drivers-strengths': 'Erősségek',
    'drivers-maintain': 'Megőrzendők',
    'drivers-monitor': 'Figyelendők',
    'drivers-view': 'Megjelenítés',
    'drivers-view-topics': 'Témakörök',
    'drivers-view-items': 'Állítások',
    'drivers-topic': 'Témakör',
    'drivers-quadrant': 'Besorolás',
    'drivers-not-drawn': 'Nem ábrázolt értékek',
    'drivers-no-variation': 'Mindenki ugyanúgy válaszolt',
    'drivers-view-focus': 'Fókuszterületek',
    'drivers-focus-rule':
      'Mivel kezdjük: elöl a prioritások (nagy hatás, alacsony eredmény), utánuk az erősségek, a figyelendők és a megőrzendők; ezeken belül előrébb áll, aminek nagyobb a hatása és alacsonyabb az eredménye.',
    'drivers-company-score': 'Vállalati eredmény',
    'drivers-name-all': 'Minden állítás nevének kiírása',
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
    'heatmap-show-difference': 'Show the difference from the company',
    'heatmap-legend-below': 'Below the company',
    'heatmap-legend-above': 'Above the company',
    'heatmap-group': 'Group',
    'drivers-priorities': 'Priorities',
    'drivers-strengths': 'Strengths',
    'drivers-maintain': 'Maintain',
    'drivers-monitor': 'Monitor',
    'drivers-view': 'Show',
    'drivers-view-topics': 'Topics',
    'drivers-view-items': 'Statements',
    'drivers-topic': 'Topic',
    'drivers-quadrant': 'Quadrant',
    'drivers-not-drawn': 'Not drawn',
    'drivers-no-variation': 'Everyone answered alike',
    'drivers-view-focus': 'Focus areas',
    'drivers-focus-rule':
      'What to act on first: priorities (high impact, low score), then strengths, topics to monitor and to maintain; within each, the higher the impact and the lower the score, the earlier.',
    'drivers-company-score': 'Company score',
    'drivers-name-all': 'Name every statement',
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
