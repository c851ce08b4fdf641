import type { ItemMatch, ItemMatchDecision, ItemMatchesResponse, ItemMatchTarget } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { questionsHandlers } from '../Questions/questions.fixtures';

// Fixed fixtures of the matching stories and component tests (style.md §17): survey date 13
// (2025. március) copied from 12 (2024. szeptember), which continued 11 (2024. március).

const SEPTEMBER = { survey_date_id: 12, date: '2024-09-01' } as const;
const MARCH = { survey_date_id: 11, date: '2024-03-01' } as const;

const earlier = (
  stable_code: string,
  text: string,
  on: typeof SEPTEMBER | typeof MARCH,
): ItemMatchTarget => ({
  stable_code,
  text,
  ...on,
});

/** The earlier items date 13 may continue, newest date first (as the server lists them). */
export const CANDIDATES: ItemMatchTarget[] = [
  earlier('420002:440001', 'Büszke vagyok a munkahelyemre.', SEPTEMBER),
  earlier('420010:440002', 'A vezetőm meghallgat.', SEPTEMBER),
  earlier('420011:440003', 'Rendszeresen kapok visszajelzést.', SEPTEMBER),
  earlier('420030:440005', 'Tudom, hogyan segíti a munkám a cég céljait.', SEPTEMBER),
  earlier('420040:440006', 'A csapatomban segítjük egymást.', SEPTEMBER),
  earlier('420050', 'Mennyi ideje dolgozik a cégnél?', SEPTEMBER),
  earlier('420020:440004', 'Megfelelőek a munkaeszközeim.', MARCH),
  earlier('420060:440007', 'Elégedett vagyok a juttatásaimmal.', MARCH),
];

const target = (code: string): ItemMatchTarget => {
  const found = CANDIDATES.find((c) => c.stable_code === code);
  if (!found) throw new Error(`no candidate ${code}`);
  return found;
};

const item = (
  fields: Partial<ItemMatch> & Pick<ItemMatch, 'source_code' | 'text' | 'status'>,
): ItemMatch => ({
  kind: fields.source_code.includes(':') ? 'statement' : 'question',
  stable_code: fields.source_code,
  confidence: null,
  decided: false,
  match: null,
  suggestion: null,
  ...fields,
});

const matched = (status: 'exact' | 'text', source_code: string, code: string): ItemMatch =>
  item({
    source_code,
    text: target(code).text,
    status,
    stable_code: code,
    confidence: 1,
    match: target(code),
  });

const suggested = (source_code: string, text: string, code: string, confidence: number): ItemMatch =>
  item({ source_code, text, status: 'suggested', confidence, suggestion: target(code) });

/** The items of date 13 as the automatic matching leaves them (what "Automatic" returns to). */
export const AUTOMATIC: ItemMatch[] = [
  matched('exact', '510001:610001', '420002:440001'),
  matched('text', '510001:610002', '420010:440002'),
  suggested('510001:610003', 'Rendszeresen kapok visszajelzést a munkámról.', '420011:440003', 0.82),
  suggested('510001:610004', 'Megfelelőek a munkaeszközeim és a munkakörnyezetem.', '420020:440004', 0.64),
  suggested('510001:610005', 'Értem, hogyan járul hozzá a munkám a cég céljaihoz.', '420030:440005', 0.58),
  suggested('510001:610006', 'A csapatomban számíthatunk egymásra.', '420040:440006', 0.71),
  item({ source_code: '510001:610007', text: 'Szívesen dolgozom otthonról is.', status: 'new' }),
  matched('exact', '510002', '420050'),
  item({ source_code: '510003', text: 'Ajánlaná a céget az ismerőseinek?', status: 'new' }),
];

const confirmed = (auto: ItemMatch, code: string): ItemMatch => ({
  ...auto,
  status: 'confirmed',
  stable_code: code,
  confidence: null,
  decided: true,
  match: target(code),
  suggestion: null,
});

const broken = (auto: ItemMatch): ItemMatch => ({
  ...auto,
  status: 'broken',
  stable_code: auto.source_code,
  confidence: null,
  decided: true,
  match: null,
  suggestion: null,
});

/** The items of date 13 with two admin decisions: one confirmed match, one separated item; every status shows. */
export const ITEM_MATCHES: ItemMatch[] = AUTOMATIC.map((auto) => {
  if (auto.source_code === '510001:610005') return confirmed(auto, '420030:440005');
  if (auto.source_code === '510001:610006') return broken(auto);
  return auto;
});

/** Applies decisions as the server would (a fake: no rematching of other items). */
export function applyDecisions(
  items: readonly ItemMatch[],
  decisions: readonly ItemMatchDecision[],
): ItemMatch[] {
  return items.map((current) => {
    const decision = decisions.find((d) => d.source_code === current.source_code);
    const auto = AUTOMATIC.find((a) => a.source_code === current.source_code) ?? current;
    if (!decision) return current;
    if (decision.action === 'auto') return auto;
    if (decision.action === 'break') return broken(current);
    if (decision.action === 'match') return confirmed(current, decision.stable_code);
    return current.suggestion ? confirmed(current, current.suggestion.stable_code) : current;
  });
}

/** `count` earlier items with varied Hungarian texts, for the long-list story (deterministic). */
export function manyCandidates(count: number): ItemMatchTarget[] {
  const subjects = ['A vezetőm', 'A csapatom', 'A munkáltatóm', 'A közvetlen kollégám', 'A cégvezetés'];
  const predicates = [
    'időben tájékoztat a változásokról.',
    'elismeri a jó munkát.',
    'támogatja a szakmai fejlődésemet.',
    'világos célokat tűz ki.',
    'nyitott az új ötletekre.',
    'figyel a munka és a magánélet egyensúlyára.',
  ];
  return Array.from({ length: count }, (_, i) => {
    const subject = subjects[i % subjects.length];
    const predicate = predicates[Math.floor(i / subjects.length) % predicates.length];
    return earlier(
      `39${String(i).padStart(4, '0')}:1`,
      `${subject} ${predicate} (${i + 1}.)`,
      i % 3 ? SEPTEMBER : MARCH,
    );
  });
}

/** Options of {@link itemMatchesHandlers}. */
export interface ItemMatchesFixtureOptions {
  /** Date 13's items; default {@link ITEM_MATCHES}. */
  items?: ItemMatch[];
  /** Date 13's earlier items; default {@link CANDIDATES}. */
  candidates?: ItemMatchTarget[];
}

/**
 * The fake server of the questions screen with date 13's item matches: saving applies the decisions
 * to its own copy (so the list shows the answer) and answers the new list. Extra handlers win.
 */
export function itemMatchesHandlers(
  { items = ITEM_MATCHES, candidates = CANDIDATES }: ItemMatchesFixtureOptions = {},
  extra: FakeHandlers = {},
): FakeHandlers {
  let current = items;
  const answer = (): { body: ItemMatchesResponse } => ({ body: { item_matches: current, candidates } });
  return questionsHandlers({
    'GET survey-dates/13/item-matches': answer,
    'PUT survey-dates/13/item-matches': (call) => {
      current = applyDecisions(current, (call.body as { decisions: ItemMatchDecision[] }).decisions);
      return answer();
    },
    // the earliest date: its items continue nothing
    'GET survey-dates/11/item-matches': () => ({
      body: {
        item_matches: [
          item({ source_code: '420002:440001', text: 'Büszke vagyok a munkahelyemre.', status: 'new' }),
        ],
        candidates: [],
      },
    }),
    ...extra,
  });
}

/** The refusal of a decision naming it (`decisions.{index}.{field}`), as the server sends it. */
export function itemMatchRefusal(index = 0, field = 'stable_code') {
  return apiError(400, 'item-match-invalid', {
    fields: [{ path: `decisions.${index}.${field}`, message: 'Already continued by another item' }],
  });
}
