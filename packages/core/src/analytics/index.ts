/**
 * @pulzus/core/analytics — the graph engine over a survey date's respondents: the survey cube,
 * `computeGraph`, secondary suppression and the cube snapshot codec (docs/graphs.md, docs/privacy.md); and the themes
 * of a question's open-text comments (docs/comments.md).
 * Server-only: it answers POST graph/data; browsers receive its answers, never its code, so the
 * `@pulzus/core` entry leaves it out. Named exports only (style.md §3); `index.test.ts` snapshots the list.
 */
export { answerByte, buildSurveyCube, columnsOfRespondents, cubeAnswerKeys } from './build-survey-cube';
export { type CommentPartition, commentPartition, isUnionOfBlocks } from './comments/comment-partition';
export { type CommentRules, type CommentVisibility, commentVisibility } from './comments/comment-visibility';
export { commentThemes } from '../comments/themes';
export { compareThemes } from '../comments/themes-compare';
export type {
  CommentLanguage,
  CommentTheme,
  CommentThemes,
  OtherComments,
  ThemeChange,
  ThemeComment,
  ThemeOptions,
  ThemeSource,
} from '../comments/themes-types';
export { computeGraph } from './compute-graph';
export { type GraphScope, scopeCount, scopeFilters, scopeStanding } from './scope';
export {
  appendRespondents,
  CUBE_SNAPSHOT_FORMAT,
  CubeSnapshotError,
  cubeBuffers,
  cubeSnapshotHeaderEnd,
  cubeSnapshotSource,
  decodeCubeSnapshot,
  encodeCubeSnapshot,
  isCubeSnapshotError,
} from './cube-snapshot';
export type { CubeSnapshotSource } from './cube-snapshot';
export { GraphEngineError, isGraphEngineError } from './graph-engine-error';
export { type PortableFilter, portableFilters } from './population';
export type { GraphEngineErrorCode } from './graph-engine-error';
export type { GraphEngineOptions, GraphLabels } from './graph-options';
export { filterOptions } from './privacy/filter-options';
export { PRIVACY_MAX_DIMENSIONS } from './privacy/marginal-tables';
export { PRIVACY_PATTERN_FORMAT } from './privacy/pattern-format';
export { adoptPrivacyPattern, hasPrivacyPattern, privacyPatternOf } from './privacy/privacy-pattern';
export { suppressCells } from './secondary-suppression';
export { warmUpEngine } from './warm-up';
export type { SuppressionRelation } from './secondary-suppression';
export type {
  CubeDemography,
  CubeItem,
  CubeTopic,
  CubeUnit,
  SurveyCube,
} from './survey-cube';
export type {
  CubeAnswerKeyKind,
  CubeInputCollector,
  CubeInputColumns,
  CubeInputDemography,
  CubeInputRespondent,
  CubeInputTopic,
  CubeInputWorkerGroup,
  SurveyCubeColumnsInput,
  SurveyCubeInput,
} from './survey-cube-input';
