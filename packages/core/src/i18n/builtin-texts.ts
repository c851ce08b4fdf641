import { LANGUAGE_CODES, type LanguageCode } from '../schemas/language-codes';
import { BASE_TEXT_KEYS, BASE_TEXTS } from './base-texts';
import type { GraphMessageKey } from './catalogue';

/** The built-in texts only the heatmap's and the key drivers' on-demand code reads (base-texts.ts has the rest). */
const ON_DEMAND_TEXT_KEYS = [
  'heatmap-show-difference',
  'heatmap-legend-below',
  'heatmap-legend-above',
  'heatmap-group',
  'heatmap-scroll-cue',
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
] as const satisfies readonly GraphMessageKey[];

/**
 * The catalogue keys whose texts are built into the widgets: a chart's own texts (shown by a chart
 * without a provider) and what `<pulzus-graph>` says before the account's texts have arrived —
 * loading, a refused key or attributes, the network: the base texts (base-texts.ts) and the heatmap's
 * and the key drivers' own. Everything else the embed element shows comes from
 * `GET account/translations/graph`, so its script carries no catalogue (docs/embedding.md "The element
 * (client)").
 */
export const BUILTIN_TEXT_KEYS = [...BASE_TEXT_KEYS, ...ON_DEMAND_TEXT_KEYS] as const;

/** A key of {@link BUILTIN_TEXTS}. */
export type BuiltinTextKey = (typeof BUILTIN_TEXT_KEYS)[number];

/** The built-in texts of every language. */
export type BuiltinTexts = Readonly<Record<LanguageCode, Readonly<Record<BuiltinTextKey, string>>>>;

/**
 * Core's texts of the on-demand keys, written from the catalogue: builtin-texts.test.ts fails when
 * they differ and rewrites them when run with
 * `UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/builtin-texts.test.ts`
 * (then `npx biome check --write` on this file).
 */
const ON_DEMAND_TEXTS: Readonly<
  Record<LanguageCode, Readonly<Record<(typeof ON_DEMAND_TEXT_KEYS)[number], string>>>
> = {
  hu: {
    'heatmap-show-difference': 'Eltérés a vállalati értéktől',
    'heatmap-legend-below': 'A vállalati érték alatt',
    'heatmap-legend-above': 'A vállalati érték felett',
    'heatmap-group': 'Csoport',
    'heatmap-scroll-cue': 'További oszlopok oldalra görgetve',
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
  },
  en: {
    'heatmap-show-difference': 'Show the difference from the company',
    'heatmap-legend-below': 'Below the company',
    'heatmap-legend-above': 'Above the company',
    'heatmap-group': 'Group',
    'heatmap-scroll-cue': 'Scroll sideways for more columns',
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
  },
};

/** Core's texts of {@link BUILTIN_TEXT_KEYS}: the base texts and the on-demand ones. */
export const BUILTIN_TEXTS = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, { ...BASE_TEXTS[language], ...ON_DEMAND_TEXTS[language] }]),
) as BuiltinTexts;
