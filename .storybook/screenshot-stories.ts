/**
 * The story files whose every story is compared with a committed screenshot in the story tests:
 * the chart-bearing widgets and the results home's tiles. A story opts out with `parameters: { screenshot: false }`.
 * Shared by the Vitest config and the browser setup, so it imports nothing.
 */
export const SCREENSHOT_STORY_FILES = [
  'packages/widgets/src/BarChart/BarChart.stories.tsx',
  'packages/widgets/src/ColumnChart/ColumnChart.stories.tsx',
  'packages/widgets/src/ParticipationTable/ParticipationTable.stories.tsx',
  'packages/widgets/src/Graph/Graph.stories.tsx',
  'packages/widgets/src/Heatmap/Heatmap.stories.tsx',
  'packages/widgets/src/DriverQuadrant/DriverQuadrant.stories.tsx',
  'packages/widgets/src/TrendChart/TrendChart.stories.tsx',
  'packages/widgets/src/Home/ResultsHome.stories.tsx',
  'packages/widgets/src/Home/HomeTile.stories.tsx',
  'packages/widgets/src/Home/EngagementTile.stories.tsx',
  'packages/widgets/src/Home/ParticipationTile.stories.tsx',
  'packages/widgets/src/Home/TopicsTile.stories.tsx',
  'packages/widgets/src/Home/StatementsTile.stories.tsx',
  'packages/widgets/src/Home/ChangesTile.stories.tsx',
  'packages/widgets/src/Home/HeatmapGlanceTile.stories.tsx',
  // the scope import popup's states (loading, checking, preview with warnings, errors by row and column, empty, refused)
  'packages/admin/src/Users/ScopeImport/ScopeImportModal.stories.tsx',
  // sharing a date with scoped users: its states (sending, a refused address, unpublished, a phone)
  'packages/admin/src/Shares/SurveyDateSharesScreen.stories.tsx',
  // the portal's comments view: comments with themes, a theme chosen, English, withheld, empty, no question, failed
  'apps/portal/src/pages/comments/CommentsPage.stories.tsx',
] as const;

/** True when the test file at `path` (absolute or relative) is one of the screenshot story files. */
export function isScreenshotStoryFile(path: string): boolean {
  const normalized = path.replaceAll('\\', '/');
  return SCREENSHOT_STORY_FILES.some((file) => normalized.endsWith(file));
}
