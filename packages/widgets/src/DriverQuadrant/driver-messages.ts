import type { BuiltinTextKey } from '@pulzus/core';

/** The key-drivers chart's own texts (core catalogue keys `drivers-*`), built in like the charts'. */
export interface DriverQuadrantMessages {
  /** High impact, low score. */
  priorities: string;
  /** High impact, high score. */
  strengths: string;
  /** Low impact, high score. */
  maintain: string;
  /** Low impact, low score. */
  monitor: string;
  /** Name of the view switch. */
  view: string;
  /** The focus list: the topics ranked for action (the default view). */
  viewFocus: string;
  /** How the focus list ranks (its note). */
  focusRule: string;
  /** The company's score beside a filtered population's (list, tooltip, table header). */
  companyScore: string;
  /** The switch that names every statement on the plot. */
  nameAll: string;
  /** The view of the topics. */
  viewTopics: string;
  /** The view of the items (statements). */
  viewItems: string;
  /** An item's topic (tooltip, table header). */
  topic: string;
  /** Header of the quadrant column; tooltip label. */
  quadrant: string;
  /** Before the names of the points not drawn. */
  notDrawn: string;
  /** Why a point whose answers do not vary has no impact. */
  noVariation: string;
}

export const DRIVER_MESSAGE_KEYS = {
  priorities: 'drivers-priorities',
  strengths: 'drivers-strengths',
  maintain: 'drivers-maintain',
  monitor: 'drivers-monitor',
  view: 'drivers-view',
  viewFocus: 'drivers-view-focus',
  focusRule: 'drivers-focus-rule',
  companyScore: 'drivers-company-score',
  nameAll: 'drivers-name-all',
  viewTopics: 'drivers-view-topics',
  viewItems: 'drivers-view-items',
  topic: 'drivers-topic',
  quadrant: 'drivers-quadrant',
  notDrawn: 'drivers-not-drawn',
  noVariation: 'drivers-no-variation',
} as const satisfies Record<keyof DriverQuadrantMessages, BuiltinTextKey>;
