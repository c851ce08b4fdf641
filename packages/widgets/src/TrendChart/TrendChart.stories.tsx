import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TrendChart } from './TrendChart';
import {
  trendData,
  trendDemoEn,
  trendDemoHu,
  trendManyDatesHu,
  trendOneDate,
  trendWithheldData,
} from './trend-fixtures';
import { expectFitsWithin, inBox } from '../fixtures/story-box';
import { chartStateArgs } from '../fixtures/chart-story-states';

const meta = {
  title: 'Charts/TrendChart',
  component: TrendChart,
  args: { data: trendData, title: 'Trends over time', language: 'en' },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One line per index and topic; beside each line's last value its change since the previous date, muted when too
 * small to mean anything for groups of this size. Arrows move between dates and lines, each point with its tooltip.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: /^Engagement index, March 2023, 61%/ });
    first.focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('img', { name: 'Engagement index, September 2024, 72%, ▲ 10' });
    await expect(last).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Change since the previous date: ▲ 10 (62% → 72%)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('img', {
        name: 'Satisfaction index, September 2024, 57%, ▼ 1, too small a change to mean anything for groups of this size',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** Nine dates: every date is a point; on a narrow screen only some dates are labelled. */
export const ManyDates: Story = {
  args: { data: trendManyDatesHu, language: 'hu', title: 'Az indexek alakulása' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /^Elkötelezettségi index,/ })).toHaveLength(9);
  },
};

/** A small group: a withheld value is a gap with a "hidden" mark, and its change is not given. */
export const PrivacyWithheld: Story = {
  args: { data: trendWithheldData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /Hidden for privacy$/ })).toHaveLength(6);
    await expect(canvas.getByRole('img', { name: 'Team, March 2023, Not asked' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-hidden-mark]')).toHaveLength(3);
  },
};

/** One survey date only: points without lines and no change. */
export const OneDate: Story = {
  args: { data: trendOneDate },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Engagement index, September 2024, 72%' }),
    ).toBeVisible();
  },
};

/** The data table: every value with its change, the judgement in words. */
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const row = canvas.getByRole('row', { name: /^Satisfaction index/ });
    await expect(row).toHaveTextContent(
      '57% (▼ 1), too small a change to mean anything for groups of this size',
    );
  },
};

/** Hungarian. */
export const Hungarian: Story = {
  args: { data: trendManyDatesHu, language: 'hu', title: 'Az indexek alakulása' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Adattábla megjelenítése' }),
    ).toBeVisible();
  },
};

/** On a 390 px phone: narrower margins, fewer date labels, the legend wraps. */
export const Phone: Story = {
  args: { data: trendManyDatesHu, language: 'hu', title: 'Az indexek alakulása' },
  // a 390 px phone inside the 414 px viewport
  globals: { viewport: { value: 'mobile2' } },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    await expectFitsWithin(canvasElement, 'Pulzus.TrendChart', 390);
  },
};

/** Whether two drawn end labels' boxes overlap (by more than a pixel). */
const endLabelsOverlap = (canvasElement: HTMLElement) => {
  const boxes = [...canvasElement.querySelectorAll('[data-end-of]')].map((label) =>
    label.getBoundingClientRect(),
  );
  return boxes.some((a, i) =>
    boxes
      .slice(i + 1)
      .some(
        (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
      ),
  );
};

/** Ten end labels drawn, none over another, each ending inside the chart's drawing. */
async function expectEndsApartAndInside(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-end-of]')).toHaveLength(10));
  await expect(endLabelsOverlap(canvasElement)).toBe(false);
  const svg = canvasElement.querySelector('svg')!.getBoundingClientRect();
  for (const label of canvasElement.querySelectorAll('[data-end-of]'))
    await expect(label.getBoundingClientRect().right, label.textContent ?? '').toBeLessThanOrEqual(
      svg.right + 1,
    );
}

/**
 * The demo tenant's ten lines: each line's name at its end (none over another), the engagement index widest and
 * darkest, a change that means something filled and bold; the legend hides and shows a line.
 */
export const DemoLines: Story = {
  args: { data: trendDemoHu, language: 'hu', title: 'Az indexek alakulása' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ends = () => [...canvasElement.querySelectorAll('[data-end-of]')].map((e) => e.textContent ?? '');
    await waitFor(() => expect(ends()).toHaveLength(10));
    await expect(ends()[0]).toMatch(/^Elkötelezettségi index\s*71%\s*▲ 11$/);
    await expect(endLabelsOverlap(canvasElement)).toBe(false);
    const engagement = canvasElement.querySelector<SVGPathElement>('path[data-kind="engagement"]')!;
    await expect(Number(engagement.getAttribute('stroke-width'))).toBeGreaterThan(
      Number(canvasElement.querySelector('path[data-kind="topic"]')!.getAttribute('stroke-width')),
    );
    await expect(canvasElement.querySelectorAll('circle[data-meaningful]').length).toBeGreaterThan(0);
    // the legend: a switch per line
    const pay = canvas.getByRole('button', { name: 'Javadalmazás és juttatások' });
    await expect(pay).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pay);
    await expect(pay).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(ends()).toHaveLength(9));
    await expect(canvas.queryAllByRole('img', { name: /^Javadalmazás és juttatások,/ })).toHaveLength(0);
    await userEvent.click(pay);
    await waitFor(() => expect(ends()).toHaveLength(10));
  },
};

/** The same on a 390 px phone: the longest names shortened with "…" at the line ends, in full in the legend. */
export const DemoLinesPhone: Story = {
  args: { data: trendDemoHu, language: 'hu', title: 'Az indexek alakulása' },
  globals: { viewport: { value: 'mobile2' } },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    await expectEndsApartAndInside(canvasElement);
  },
};

/**
 * English on a 390 px phone, the engagement index down 14: its bold label and "▼ 14" end inside the chart (each end
 * label is measured in the drawn font, Chart/label-layout.ts), the longest names shortened with "…".
 */
export const DemoLinesPhoneEnglish: Story = {
  args: { data: trendDemoEn, language: 'en', title: 'How the indexes moved' },
  globals: { viewport: { value: 'mobile2' } },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    await expectEndsApartAndInside(canvasElement);
    await expect(canvasElement.querySelector('[data-end-of="0"]')!.textContent).toMatch(/46%\s*▼ 14$/);
  },
};

/** The loading skeleton. */
export const Loading: Story = { args: chartStateArgs.loading };

/** Nothing to draw. */
export const Empty: Story = { args: chartStateArgs.empty };

/** The error state. */
export const ErrorState: Story = { args: { data: null, error: true } };
