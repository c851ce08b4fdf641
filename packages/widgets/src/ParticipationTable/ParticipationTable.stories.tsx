import { messages } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { participationFixture } from '../fixtures/participation-fixtures';
import { ParticipationTable } from './ParticipationTable';
import { inBox } from '../fixtures/story-box';

const data = participationFixture({ seed: 21 });
const english = participationFixture({
  seed: 22,
  workerGroups: [{ id: 1, name: 'Blue-collar employees' }],
  sites: ['Head office', 'Plant North', 'Plant South'],
});
const longNames = participationFixture({
  seed: 23,
  workerGroups: [{ id: 3, name: 'Kereskedelmi és ügyfélkapcsolati munkavállalók csoportja' }],
  sites: [
    'Budapesti központi irodaház és ügyfélszolgálati központ',
    'Székesfehérvári logisztikai elosztóközpont',
  ],
});

const meta = {
  title: 'Participation/ParticipationTable',
  component: ParticipationTable,
  args: { ...data, language: 'hu' },
} satisfies Meta<typeof ParticipationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two worker groups with merged units and a total row; the info button opens the explanation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: messages.hu['participation-rate-info'] }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { collectors: null, loading: true } };

/** No collectors on this survey date. */
export const Empty: Story = { args: { collectors: [] } };

/** The request failed. */
export const ErrorState: Story = { name: 'Error', args: { collectors: null, error: true } };

/** Counts are never withheld (graphs.md "Privacy"): a unit of two respondents shows as it is. */
export const SmallUnitsNotWithheld: Story = {
  args: {
    workerGroups: [{ id: 1, name: 'Fizikai munkavállalók' }],
    demographies: data.demographies,
    collectors: [
      {
        worker_group_id: 1,
        headcount: 3,
        respondent_count: 2,
        demographies: [{ demography_id: 10, demography_answer_id: 100 }],
      },
      { worker_group_id: 1, headcount: 0, respondent_count: 0, demographies: [] },
    ],
  },
};

/** English texts. */
export const English: Story = { args: { ...english, language: 'en' } };

/** Long Hungarian unit and group names wrap. */
export const LongHungarianLabels: Story = { args: { ...longNames, language: 'hu' } };

/** A 320 px wide container. */
export const NarrowContainer: Story = {
  decorators: [inBox(320)],
};
