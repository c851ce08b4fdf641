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
    <div style={{ maxWidth: 320 }}>
      <QuestionFilters {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const TOPICS = graphApiFixture().questionGroups(10, 1);

const meta = {
  title: 'Sidebar/QuestionFilters',
  component: Controlled,
  args: { questionGroups: TOPICS, initial: [] },
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
    questionGroups: graphApiFixture({ language: 'en' }).questionGroups(10, 1),
    initial: [{ question_id: null, answers: '' }],
  },
};
