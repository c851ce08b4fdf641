// Story tests' screenshot comparison (Vitest browser mode, `toMatchScreenshot`): every story of the
// files in screenshot-stories.ts is drawn with a pinned font and no animation, and once the DOM is
// quiet its canvas is compared with the committed baseline (docs/storybook.md).
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { isScreenshotStoryFile } from './screenshot-stories';

// A wait, not a time budget: the stories' play functions use storybook/test's waitFor and findBy*, whose default of
// 1 s a story's first render (its modules loaded on demand) passed under CI's parallel lanes; as the component tests
// (vitest.components.setup.ts).
configure({ asyncUtilTimeout: 10_000 });

/** Liberation Sans comes with Debian's Chromium (fonts-liberation), so every machine draws alike. */
const DETERMINISTIC_CSS = `
  *, *::before, *::after {
    font-family: 'Liberation Sans', sans-serif !important;
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;
const QUIET_MS = 300;
const SETTLE_CAP_MS = 5000;

interface StoryOnContext {
  id: string;
  parameters: { screenshot?: boolean };
}

const storyOf = (context: object) => (context as { story?: StoryOnContext }).story;
let style: HTMLStyleElement | null = null;

/** Resolves once the fonts are loaded and the DOM has not changed for QUIET_MS (at most SETTLE_CAP_MS). */
async function settled(): Promise<void> {
  await document.fonts.ready;
  await new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, QUIET_MS);
    const cap = setTimeout(done, SETTLE_CAP_MS);
  });
}

beforeEach((context) => {
  if (!isScreenshotStoryFile(context.task.file.filepath)) return;
  style = document.createElement('style');
  style.dataset.screenshotStyle = '';
  style.textContent = DETERMINISTIC_CSS;
  document.head.append(style);
});

afterEach(async (context) => {
  const story = storyOf(context);
  try {
    if (!story || !style || story.parameters.screenshot === false || context.task.result?.state === 'fail')
      return;
    await settled();
    // the story's canvas: the container the portable story appended to <body> (Storybook's own
    // wrappers carry classes; portals come after it)
    const canvas = document.querySelector('body > div:not([class]):not([data-floating-ui-portal])');
    if (!canvas) throw new Error(`${story.id}: no canvas to take a screenshot of`);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(story.id.split('--')[1] ?? story.id);
  } finally {
    style?.remove();
    style = null;
  }
});
