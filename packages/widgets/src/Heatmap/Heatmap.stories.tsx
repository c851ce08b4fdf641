import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Heatmap } from './Heatmap';
import { heatmapData, heatmapDataHu, heatmapDemoHu, heatmapUnitsData } from './heatmap-fixtures';
import { expectFitsWithin, inBox } from '../fixtures/story-box';
import { chartStateArgs } from '../fixtures/chart-story-states';

const meta = {
  title: 'Charts/Heatmap',
  component: Heatmap,
  args: { data: heatmapData, title: 'Heatmap of indexes by group', language: 'en' },
} satisfies Meta<typeof Heatmap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group against the company: red below, green above; a header sorts, arrows move between cells. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rowNames = () => canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await userEvent.click(canvas.getByRole('button', { name: /Engagement index/ }));
    // the company row stays on top; withheld values sort last
    await expect(rowNames()).toEqual(['Total', 'Sales', 'IT', 'Finance', 'Logistics']);
    await expect(canvas.getByRole('columnheader', { name: /Engagement index/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    canvas.getByRole('rowheader', { name: 'Total' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: '71% (+7)' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('gridcell', { name: '64% (+5)' })).toHaveFocus();
  },
};

/** Differences from the company instead of the indexes: "+7", "−12", "0". */
export const Differences: Story = {
  args: { defaultShowDifference: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('gridcell', { name: '52% (−12)' })).toHaveTextContent('−12');
    const toggle = canvas.getByRole('checkbox', { name: 'Show the difference from the company' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('gridcell', { name: '52% (−12)' })).toHaveTextContent('52%');
    // back to the differences, as the story shows them
    await userEvent.click(toggle);
    await expect(canvas.getByRole('gridcell', { name: '52% (−12)' })).toHaveTextContent('−12');
    // IT's engagement equals the company's: a difference of 0 is written "0", never the index among the differences
    const even = canvas.getByRole('gridcell', { name: '64% (0)' });
    await expect(even.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^0$/);
  },
};

/** A withheld cell says so in words; a group withheld whole shows no value at all. */
export const PrivacyWithheld: Story = {
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('gridcell', { name: 'Hidden for privacy' });
    await expect(cells).toHaveLength(6);
    for (const cell of cells) await expect(cell).toHaveTextContent('hidden');
  },
};

/** Rows by unit: a topic the unit's worker group was not asked is empty, and says so to a screen reader. */
export const Units: Story = {
  args: { data: heatmapUnitsData, title: 'Heatmap of indexes by unit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Budapest (Plant)' })).toBeVisible();
    await expect(canvas.getAllByRole('gridcell', { name: 'Not asked' })).toHaveLength(3);
    await expect(canvas.queryAllByRole('gridcell', { name: 'Hidden for privacy' })).toHaveLength(0);
  },
};

/** Hungarian, long topic names. */
export const Hungarian: Story = {
  args: { data: heatmapDataHu, language: 'hu', title: 'Indexek hőtérképe csoportonként' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Eltérés a vállalati értéktől' }),
    ).toBeVisible();
  },
};

/** On a phone the table scrolls sideways with the group column pinned. */
export const Phone: Story = {
  args: { data: heatmapDataHu, language: 'hu', title: 'Indexek hőtérképe csoportonként' },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [inBox(360)],
  play: async ({ canvasElement }) => {
    await expectFitsWithin(canvasElement, 'Pulzus.Heatmap', 360);
  },
};

/** Whether the table scrolls sideways inside its box. */
const cutSideways = (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector<HTMLElement>('.pulzus-heatmap-scroll')!;
  return box.scrollWidth > box.clientWidth + 1;
};

/**
 * The demo tenant's ten columns in the 856 px main column of a 1440 px screen: the headers turn, every column is
 * visible, nothing scrolls and no cue shows.
 */
export const DemoDesktop: Story = {
  args: { data: heatmapDemoHu, language: 'hu', title: 'Indexek hőtérképe telephelyenként' },
  decorators: [inBox(856)],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.pulzus-heatmap-scroll')).toHaveAttribute('data-compact'),
    );
    await expect(cutSideways(canvasElement)).toBe(false);
    const box = canvasElement.querySelector('.pulzus-heatmap-scroll')!.getBoundingClientRect();
    for (const header of canvasElement.querySelectorAll('thead th'))
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(canvasElement.querySelector('[data-scroll-cue]')).toBeNull();
  },
};

/** The same on a 390 px phone: the table scrolls sideways under a visible cue, the site column pinned. */
export const DemoPhone: Story = {
  args: { data: heatmapDemoHu, language: 'hu', title: 'Indexek hőtérképe telephelyenként' },
  globals: { viewport: { value: 'mobile2' } },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cutSideways(canvasElement)).toBe(true));
    await expect(await canvas.findByText('További oszlopok oldalra görgetve')).toBeVisible();
    const box = canvasElement.querySelector<HTMLElement>('.pulzus-heatmap-scroll')!;
    const site = canvas.getByRole('rowheader', { name: 'Budapest' });
    const before = site.getBoundingClientRect().left;
    box.scrollLeft = 200;
    // pinned: it stays where it was (within the table's 2 px cell spacing) while the columns move under it
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(100));
    await expect(Math.abs(site.getBoundingClientRect().left - before)).toBeLessThanOrEqual(3);
  },
};

/** The loading skeleton. */
export const Loading: Story = { args: chartStateArgs.loading };

/** Nothing to draw. */
export const Empty: Story = { args: chartStateArgs.empty };

/** The query failed, with a custom text. */
export const ErrorState: Story = {
  name: 'Error',
  args: chartStateArgs.failed,
};
