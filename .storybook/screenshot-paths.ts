import { join } from 'node:path';

/** What Vitest hands the screenshot path resolvers (a subset of its `ToMatchScreenshotResolvePath` data). */
interface ScreenshotPathData {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
}

/** `packages/widgets` of `packages/widgets/src/BarChart`; the folder itself when it has no `src/`. */
const packageOf = (directory: string) => directory.replaceAll('\\', '/').split('/src/')[0] ?? directory;
/** `BarChart` of `BarChart.stories.tsx`. */
const componentOf = (fileName: string) => fileName.replace(/\.stories\.[jt]sx?$/, '');
const fileOf = ({ arg, browserName, platform, ext }: ScreenshotPathData) =>
  `${arg}-${browserName}-${platform}${ext}`;

/**
 * Committed baselines: `<package>/screenshots/<Component>/<story>-chromium-linux.png`, e.g.
 * `packages/widgets/screenshots/BarChart/default-chromium-linux.png` (not `__screenshots__/`,
 * which .gitignore leaves out).
 */
export function baselineScreenshotPath(data: ScreenshotPathData): string {
  return join(
    data.root,
    packageOf(data.testFileDirectory),
    'screenshots',
    componentOf(data.testFileName),
    fileOf(data),
  );
}

/** Failure output (actual and diff images): under the ignored `test-results/screenshots/`. */
export function diffScreenshotPath(data: ScreenshotPathData): string {
  return join(
    data.root,
    'test-results/screenshots',
    packageOf(data.testFileDirectory),
    componentOf(data.testFileName),
    fileOf(data),
  );
}
