import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** One Storybook for widgets and admin screens: every state of every component (style.md §17). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // each package's getting-started pages first, then the stories (docs/storybook.md "Docs pages")
  stories: [
    '../packages/widgets/src/docs/*.mdx',
    '../packages/admin/src/docs/*.mdx',
    '../packages/widgets/src/**/*.stories.tsx',
    '../packages/admin/src/**/*.stories.tsx',
    // the portal's views whose states are their point (the comments view), over msw like the connected widgets
    '../apps/portal/src/**/*.stories.tsx',
  ],
  // addon-docs: an autodocs page per component (its props table from the JSDoc) and the MDX pages
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // serves msw's mockServiceWorker.js for the connected stories
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Workspace packages resolve from source (style.md §4), never from a stale dist/.
  viteFinal: async (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
};

export default config;
