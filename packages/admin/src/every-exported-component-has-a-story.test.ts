import { describe, expect, it } from 'vitest';
import { componentsWithoutStory, exportedComponentNames } from '../../../.storybook/story-coverage';
// the public API as a consumer sees it: the barrel, on purpose (style.md §3, §17)
import * as admin from './index';

const storySources = Object.values(
  import.meta.glob<string>('./**/*.stories.tsx', { query: '?raw', import: 'default', eager: true }),
);

describe('every exported component of @pulzus/admin has a story (docs/storybook.md "Docs pages")', () => {
  it('finds every screen and popup among the exports', () => {
    const names = exportedComponentNames(admin);
    expect(names).toEqual(expect.arrayContaining(['UsersScreen', 'UserFormModal', 'EmailTemplateForm']));
    expect(names).not.toContain('EMAIL_BODY_ROWS');
  });

  it('leaves no exported component without a story', () => {
    expect(componentsWithoutStory(admin, storySources)).toEqual([]);
  });
});
