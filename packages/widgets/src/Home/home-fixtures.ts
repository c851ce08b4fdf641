import {
  asPercent,
  type EngagementHeadline,
  type HeatmapGlance,
  type ParticipationTotal,
  type StatementExtremes,
  type TopicRanking,
} from '@pulzus/core';
import type { ChangesTileData } from './ChangesTile';

/** Fixed tile data for the stories: the demo company's shape, in Hungarian (names are the survey's own). */
export const HOME_FIXTURES = {
  engagement: {
    name: 'Elkötelezettségi index',
    color: null,
    value: 64,
    withheld: false,
    change: 6,
    meaningful: true,
    dateLabel: '2024. május',
    previousDateLabel: '2023. november',
  } satisfies EngagementHeadline,
  engagementSmallChange: {
    name: 'Elkötelezettségi index',
    color: null,
    value: 61,
    withheld: false,
    change: -2,
    meaningful: false,
    dateLabel: '2024. május',
    previousDateLabel: '2023. november',
  } satisfies EngagementHeadline,
  engagementWithheld: {
    name: 'Elkötelezettségi index',
    color: null,
    value: null,
    withheld: true,
    change: null,
    meaningful: null,
    dateLabel: '2024. május',
    previousDateLabel: '2023. november',
  } satisfies EngagementHeadline,
  engagementFirstDate: {
    name: 'Elkötelezettségi index',
    color: null,
    value: 58,
    withheld: false,
    change: null,
    meaningful: null,
    dateLabel: '2024. május',
    previousDateLabel: null,
  } satisfies EngagementHeadline,
  participation: {
    headcount: 312,
    respondent_count: 270,
    completion: asPercent(87),
  } satisfies ParticipationTotal,
  participationNoHeadcount: {
    headcount: 0,
    respondent_count: 41,
    completion: null,
  } satisfies ParticipationTotal,
  topics: {
    satisfactionIndex: { value: 58, withheld: false },
    topics: [
      { name: 'Munkatársak', color: 'light_green', value: 74, withheld: false },
      { name: 'Közvetlen vezető', color: 'light_blue', value: 66, withheld: false },
      { name: 'Munkakörülmények', color: 'orange', value: 55, withheld: false },
      { name: 'Fizetés és juttatások', color: 'yellow', value: 31, withheld: false },
      { name: 'Karrierlehetőségek', color: 'purple', value: null, withheld: true },
    ],
  } satisfies TopicRanking,
  statements: {
    strongest: [
      {
        name: 'Számíthatok a munkatársaimra, ha segítségre van szükségem.',
        color: 'light_green',
        value: 86,
        withheld: false,
      },
      { name: 'Tudom, mit várnak el tőlem a munkámban.', color: 'light_blue', value: 81, withheld: false },
      { name: 'A munkahelyem biztonságos.', color: 'orange', value: 77, withheld: false },
    ],
    weakest: [
      { name: 'A fizetésem arányos a teljesítményemmel.', color: 'yellow', value: 22, withheld: false },
      { name: 'Látom, hogyan fejlődhetek a cégnél.', color: 'purple', value: 29, withheld: false },
      {
        name: 'A vezetőség időben tájékoztat a változásokról.',
        color: 'light_blue',
        value: 34,
        withheld: false,
      },
    ],
    withheldCount: 2,
  } satisfies StatementExtremes,
  changes: {
    hasPreviousDate: true,
    changes: [
      {
        name: 'Fizetés és juttatások',
        color: 'yellow',
        value: 31,
        withheld: false,
        change: -9,
        meaningful: true,
      },
      {
        name: 'Elkötelezettségi index',
        color: null,
        value: 64,
        withheld: false,
        change: 6,
        meaningful: true,
      },
    ],
  } satisfies ChangesTileData,
  heatmap: {
    columns: ['Elkötelezettségi index', 'Elégedettségi index'],
    company: {
      name: 'Összesen',
      cells: [
        { value: 64, withheld: false, difference: null },
        { value: 58, withheld: false, difference: null },
      ],
    },
    groups: [
      {
        name: 'Irodai munkavállalók',
        cells: [
          { value: 71, withheld: false, difference: 7 },
          { value: 63, withheld: false, difference: 5 },
        ],
      },
      {
        name: 'Fizikai munkavállalók',
        cells: [
          { value: 52, withheld: false, difference: -12 },
          { value: 58, withheld: false, difference: 0 },
        ],
      },
      {
        name: 'Vezetők',
        cells: [
          { value: null, withheld: true, difference: null },
          { value: null, withheld: true, difference: null },
        ],
      },
    ],
  } satisfies HeatmapGlance,
} as const;

/** The link props every tile story passes. */
export const STORY_LINK = { href: '#graph', graphTitle: 'Grafikon' } as const;
