import { describe, expect, it } from 'vitest';
import { GRAPH_SLUGS } from '../schemas/graph-query';
import { BAR_AXIS_MAX, barChartHeight, CHART_MIN_HEIGHT } from './chart-size';
import { GRAPH_PALETTE, seriesColor } from './graph-palette';
import { isChartGraphSlug, isGraphSlug } from './graph-slug';
import {
  canChooseOption,
  canRemoveTag,
  DEMOGRAPHY_FILTER_MIN_SELECTION,
  MULTI_SELECT,
} from './multi-select-limits';
import { GRAPH_SURVEY_DATE_LIMITS, isMultiDateGraph, maxSurveyDates } from './survey-date-limits';
import { TOPIC_COLOR_NAMES, TOPIC_COLORS, topicColorHex } from './topic-colors';
import {
  MULTI_SELECT_SEARCH_DEBOUNCE_MS,
  QUESTION_FILTER_DEBOUNCE_MS,
  SIDEBAR_TRANSITION_MS,
} from './ui-timings';
import { graphRoute, visibleWelcomeLinks, WELCOME_LINKS } from './welcome-links';

describe('survey dates per graph (spec 2 §9)', () => {
  it.each([
    ['commitment_total', 3],
    ['commitment_demographics', 3],
    ['satisfaction_total', 3],
    ['commitment_detailed', 2],
    ['commitment_ranking', 2],
    ['satisfaction_topics', 2],
    ['total', 2],
    ['demographics', 1],
    ['satisfaction_demographics', 1],
    ['participation_rate', 1],
  ] as const)('%s selects up to %i', (slug, limit) => {
    expect(maxSurveyDates(slug)).toBe(limit);
    expect(isMultiDateGraph(slug)).toBe(limit > 1);
  });

  it('covers every slug', () => {
    expect(Object.keys(GRAPH_SURVEY_DATE_LIMITS).sort()).toEqual([...GRAPH_SLUGS].sort());
  });
});

describe('graph slugs and welcome links (spec 1 §2, spec 2 §2)', () => {
  it('recognises every slug and rejects others', () => {
    expect(GRAPH_SLUGS.every(isGraphSlug)).toBe(true);
    expect(isGraphSlug('welcome')).toBe(false);
    expect(isChartGraphSlug('participation_rate')).toBe(false);
    expect(isChartGraphSlug('total')).toBe(true);
  });

  it('links every graph once to its route', () => {
    expect(WELCOME_LINKS.map((l) => l.graph).sort()).toEqual([...GRAPH_SLUGS].sort());
    for (const link of WELCOME_LINKS) expect(link.route).toBe(graphRoute(link.graph));
  });

  it('shows only the links of enabled graphs', () => {
    const shown = visibleWelcomeLinks({ total: true, demographics: true, commitment_total: false });
    expect(shown.map((l) => l.route)).toEqual(['/graph/demographics', '/graph/total']);
    expect(visibleWelcomeLinks(null)).toEqual([]);
  });
});

describe('chart sizing (spec 2 §9)', () => {
  it.each([
    [0, 0, 500],
    [5, 2, 500],
    [10, 2, 620],
    [30, 3, 1740],
  ])('%i categories × %i series is %i px high', (c, s, h) => {
    expect(barChartHeight(c, s)).toBe(h);
    expect(barChartHeight(c, s)).toBeGreaterThanOrEqual(CHART_MIN_HEIGHT);
  });

  it('ends the bar axis at 100 percent', () => {
    expect(BAR_AXIS_MAX).toBe(100);
  });
});

describe('colours (spec 2 §3, §9)', () => {
  it('has 11 distinct palette colours, repeating after the last', () => {
    expect(new Set(GRAPH_PALETTE).size).toBe(11);
    expect(seriesColor(11)).toBe(seriesColor(0));
    expect(seriesColor(-1)).toBe(GRAPH_PALETTE[10]);
  });

  it('has 11 distinct pale topic colours and none', () => {
    expect(TOPIC_COLOR_NAMES).toHaveLength(11);
    expect(new Set(Object.values(TOPIC_COLORS)).size).toBe(11);
    for (const name of TOPIC_COLOR_NAMES) {
      const hex = topicColorHex(name)!;
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      // pale: light on average
      expect((r! + g! + b!) / 3).toBeGreaterThan(190);
    }
    expect(topicColorHex(null)).toBeNull();
  });
});

describe('sidebar timings and multi-select limits (spec 2 §4, §5, §9)', () => {
  it('uses the spec values', () => {
    expect([QUESTION_FILTER_DEBOUNCE_MS, MULTI_SELECT_SEARCH_DEBOUNCE_MS, SIDEBAR_TRANSITION_MS]).toEqual([
      400, 1000, 500,
    ]);
    expect(MULTI_SELECT).toEqual({ maxSelection: 100, minSelection: 1, maxHeight: 300 });
    expect(DEMOGRAPHY_FILTER_MIN_SELECTION).toBe(0);
  });

  it('keeps the last tag at minimum 1 and allows emptying a demography filter', () => {
    expect(canRemoveTag(1)).toBe(false);
    expect(canRemoveTag(2)).toBe(true);
    expect(canRemoveTag(1, DEMOGRAPHY_FILTER_MIN_SELECTION)).toBe(true);
  });

  it('disables a chosen option and stops at the maximum', () => {
    expect(canChooseOption([1, 2], 2)).toBe(false);
    expect(canChooseOption([1, 2], 3)).toBe(true);
    expect(canChooseOption([1, 2], 3, 2)).toBe(false);
  });
});
