import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { SurveyDateSelect, type SurveyDateSelectProps } from './SurveyDateSelect';

const DATES = graphApiFixture({ surveyDateCount: 4 }).surveyDates;

function Controlled(props: Omit<SurveyDateSelectProps, 'value' | 'onValueChange'> & { initial: number[] }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<number[]>(initial);
  return (
    <div style={{ maxWidth: 300 }}>
      <SurveyDateSelect {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Sidebar/SurveyDateSelect',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { SurveyDateSelect },
  args: { surveyDates: DATES, initial: [DATES[0]!.id] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One date, shown as 'yyyy. MMMM' in Hungarian. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('2024. május');
  },
};

/** Up to three dates as tags (commitment_total). */
export const MultiDate: Story = {
  args: { maxSelection: 3, initial: [DATES[0]!.id, DATES[1]!.id] },
};

/** English shows 'MMMM yyyy'. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { maxSelection: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('May 2024');
  },
};

/** No survey dates yet. */
export const Empty: Story = { args: { surveyDates: [], initial: [] } };
