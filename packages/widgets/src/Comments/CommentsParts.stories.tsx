import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { THEMES_ANSWER } from '../embed/comments/comments-fake-api';
import type { CommentsFilterChoice } from './comments-filters';
import { CommentsColumns, CommentsControls } from './comments-styles';
import { CommentsFilters } from './CommentsFilters';
import {
  type CommentsAnswer,
  CommentsPager,
  CommentsPanels,
  CommentsResults,
  CommentsSearchField,
  CommentsWithheld,
  type CommentThemesAnswer,
  CommentThemes,
} from './CommentsParts';

const TEXTS = Array.from({ length: 5 }, (_, i) =>
  i % 2 === 0 ? `Jobb fizetés kellene (${i + 1})` : `Több rugalmas munkaidő, otthoni munka (${i + 1})`,
);

/** A page of five of 12 comments, as `GET comments` answers it. */
const ANSWER = {
  question: { id: 1, name: 'What would you change?', topic: 'Engagement' },
  shown: true,
  withheld_reason: null,
  threshold: 10,
  total: 12,
  page: 1,
  per_page: 5,
  comments: TEXTS.map((text, i) => ({ id: `c${i + 1}`, text })),
} as CommentsAnswer;

const fixture = graphApiFixture({ language: 'hu' });

/** The comments view's parts together, as the portal's comments page and the embed element put them. */
function CommentsView({ themesFirst }: { themesFirst: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<CommentsFilterChoice>({
    workerGroupId: null,
    demographyFilters: {},
  });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: 24 }}>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <CommentsFilters
          surveyDates={fixture.surveyDates}
          surveyDateId={fixture.surveyDates[0]!.id}
          onSurveyDate={() => undefined}
          workerGroups={fixture.workerGroups}
          demographies={fixture.demographies}
          value={filters}
          onValueChange={setFilters}
        />
      </div>
      <div style={{ display: 'grid', gap: 16, containerType: 'inline-size' }}>
        <CommentsControls>
          <CommentsSearchField search={search} onSearch={setSearch} />
        </CommentsControls>
        <CommentsPanels
          answer={ANSWER}
          themes={THEMES_ANSWER as CommentThemesAnswer}
          search={search}
          page={page}
          perPage={5}
          onSearch={setSearch}
          onPage={setPage}
          themesAt={themesFirst ? 'start' : 'end'}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Comments/CommentsParts',
  component: CommentsResults,
  subcomponents: {
    CommentsPanels,
    CommentThemes,
    CommentsPager,
    CommentsWithheld,
    CommentsSearchField,
    CommentsFilters,
    CommentsColumns,
    CommentsControls,
  },
  render: () => <CommentsView themesFirst />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The portal's arrangement: the filters, the search, the themes before the count, the comments and the pager. */
export const ThemesFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jobb fizetés kellene (1)')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /fizetés/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /fizetés/ })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** The embed element's arrangement: the themes after the comments. */
export const ThemesAfter: Story = {
  render: () => <CommentsView themesFirst={false} />,
};

/** The pager alone, on the second of three pages, beside the list it controls. */
export const Pager: Story = {
  render: () => (
    <>
      <p id="comments-story-page">…</p>
      <CommentsPager page={2} pages={3} onPage={() => undefined} listId="comments-story-page" />
    </>
  ),
};

/** A population the comment rules withhold, with the reason and the threshold. */
export const Withheld: Story = {
  render: () => <CommentsWithheld reason="protects-smaller" threshold={10} />,
};

/** The themes while they load. */
export const ThemesLoading: Story = {
  render: () => <CommentThemes themes={undefined} chosen="" onChoose={() => undefined} listId="x" />,
};

/** No theme: too few comments share a word. */
export const ThemesNone: Story = {
  render: () => (
    <CommentThemes
      themes={{ ...(THEMES_ANSWER as CommentThemesAnswer), themes: [], previous: null }}
      chosen=""
      onChoose={() => undefined}
      listId="x"
    />
  ),
};
