import type { QuestionFilterDraft } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { QuestionFilters, type QuestionFiltersProps } from './QuestionFilters';

function Controlled(
  props: Omit<QuestionFiltersProps, 'value' | 'onValueChange'> & { initial: QuestionFilterDraft[] },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 280 }}>
      <QuestionFilters {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const TOPICS = graphApiFixture().topics(10, 1);

const meta = {
  title: 'Sidebar/QuestionFilters',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { QuestionFilters },
  args: { topics: TOPICS, initial: [] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet; "add filter" adds one. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Szűrő hozzáadása' }));
    await expect(canvas.getByRole('group', { name: /1$/ })).toBeVisible();
  },
};

/** Two filters, one with a question and answers. */
export const WithFilters: Story = {
  args: {
    initial: [
      { question_id: TOPICS[1]!.questions[0]!.id, answers: '5, 6' },
      { question_id: null, answers: '' },
    ],
  },
};

/** English texts. */
export const English: Story = {
  parameters: { language: 'en' },
  args: {
    topics: graphApiFixture({ language: 'en' }).topics(10, 1),
    initial: [{ question_id: null, answers: '' }],
  },
};

const LONG_TOPICS = [
  {
    id: 1,
    name: 'Munkahelyi légkör és a munkatársakkal való együttműködés minősége',
    questions: [
      {
        id: 11,
        code: '645448226:882028670',
        name: 'Büszke vagyok arra, hogy ennél a szervezetnél dolgozom, és szívesen ajánlom ismerőseimnek is.',
      },
      {
        id: 12,
        code: '645448226:882028671',
        name: 'A közvetlen munkatársaimmal akkor is számíthatunk egymásra, amikor szoros a határidő.',
      },
    ],
  },
  {
    id: 2,
    name: 'Vezetés',
    questions: [
      { id: 21, code: '645448227', name: 'A vezetőm rendszeresen és érthetően visszajelez a munkámról.' },
    ],
  },
];

/** Long Hungarian statements in a 280 px sidebar: the chosen one ends in an ellipsis, never a provider code. */
export const LongStatements: Story = {
  args: { topics: LONG_TOPICS, initial: [{ question_id: 11, answers: '4, 5' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Kérdés' });
    await expect(combobox).toHaveAttribute('title', LONG_TOPICS[0]!.questions[0]!.name);
    await expect(canvasElement).not.toHaveTextContent('645448226');
    await userEvent.type(combobox, '882028671');
    await expect(within(document.body).getAllByRole('option')).toHaveLength(1);
  },
};
