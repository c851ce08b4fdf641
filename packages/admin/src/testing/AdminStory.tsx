import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { type AdminHarnessOptions, createAdminHarness } from './AdminHarness';

/** Props of {@link AdminStory}. */
export interface AdminStoryProps extends AdminHarnessOptions {
  /** The screen shown. */
  children: ReactNode;
}

/** A story's provider tree over a fake server (stories only): built once per story render. */
export function AdminStory({ children, ...options }: AdminStoryProps) {
  const [harness] = useState(() => createAdminHarness(options));
  return <>{harness.wrap(children)}</>;
}

/** Shows a story 360 px wide, the narrowest screen the product supports. */
export const narrowViewport: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);
