import { describe, expect, it } from 'vitest';
import {
  componentsWithoutStory,
  exportedComponentNames,
  storiedNames,
} from '../../../.storybook/story-coverage';
// the public API as a consumer sees it: the barrel, on purpose (style.md §3, §17)
import * as widgets from './index';

const storySources = Object.values(
  import.meta.glob<string>('./**/*.stories.tsx', { query: '?raw', import: 'default', eager: true }),
);

describe('every exported component of @pulzus/widgets has a story (docs/storybook.md "Docs pages")', () => {
  it('finds the components among the exports: functions, forwardRefs and styled components, not contexts', () => {
    const names = exportedComponentNames(widgets);
    expect(names).toEqual(
      expect.arrayContaining([
        'BarChart',
        'Button',
        'Modal',
        'DataTable',
        'TextField',
        'I18nextTranslatorProvider',
      ]),
    );
    expect(names).not.toContain('TranslatorContext');
    expect(names).not.toContain('theme');
    expect(names).not.toContain('CHART_MESSAGES_EN');
  });

  it('leaves no exported component without a story', () => {
    expect(componentsWithoutStory(widgets, storySources)).toEqual([]);
  });

  it('counts the meta component, subcomponents and title, not a fixture above the meta', () => {
    const source = `
      const FIXTURE = { title: 'Fixture/NotAComponent', component: Fixture };
      const meta = { title: 'Common/PageStatus', component: Loading, subcomponents: { LoadError } };
    `;
    expect(storiedNames(source).sort()).toEqual(['LoadError', 'Loading', 'PageStatus']);
  });

  it('reports a component whose story file is missing', () => {
    const withoutButtonStory = storySources.filter((source) => !/title: '[^']*\/Button'/.test(source));
    expect(componentsWithoutStory(widgets, withoutButtonStory)).toEqual(['Button']);
  });
});
