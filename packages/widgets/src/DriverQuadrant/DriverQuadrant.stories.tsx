import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DriverQuadrant } from './DriverQuadrant';
import {
  driversData,
  driversDataHu,
  driversDemoEn,
  driversDemoFiltered,
  driversDemoHu,
  driversWithheld,
} from './driver-quadrant-fixtures';
import { expectFitsWithin, inBox } from '../fixtures/story-box';
import { chartStateArgs } from '../fixtures/chart-story-states';

const meta = {
  title: 'Charts/DriverQuadrant',
  component: DriverQuadrant,
  args: { data: driversData, title: 'Key drivers of engagement', language: 'en' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DriverQuadrant>;

export default meta;
type Story = StoryObj<typeof meta>;

const points = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<SVGGElement>('[data-point]')].map((p) => p.getAttribute('aria-label'));

/** The default view: the focus list, the topics ranked for action, priorities first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Focus areas' })).toBeChecked();
    const items = canvas
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.pulzus-drivers-focus-name')?.textContent);
    // Development (low score, high impact) is the first priority; Pay is withheld and not ranked
    await expect(items).toEqual(['Development', 'Leadership', 'Working conditions', 'Teamwork']);
    await expect(canvas.getByText(/Not drawn: Pay \(Hidden for privacy\)/)).toBeVisible();
    await expect(points(canvasElement)).toHaveLength(0);
  },
};

/** The topics by score and impact; a point is a tab stop with a tooltip, arrows move in impact order. */
export const Topics: Story = {
  args: { defaultView: 'topics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // four topics drawn; pay's impact is withheld, so it is listed, not drawn
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4));
    await expect(canvas.getByText(/Not drawn: Pay \(Hidden for privacy\)/)).toBeVisible();
    const first = canvas.getByRole('group', { name: /^Leadership: Score 64%, Impact on engagement 0.62/ });
    first.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Leadership');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: /^Development:/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Priorities');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    // the ranked table: by impact, highest first, the withheld topic last
    // (the name is the header's first text; a phone's table adds the quadrant under it)
    const rows = canvas.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
    await expect(rows).toEqual(['Leadership', 'Development', 'Teamwork', 'Working conditions', 'Pay']);
  },
};

/** The items (statements) instead of the topics: smaller marks, named on focus and in the table. */
export const Items: Story = {
  args: { defaultView: 'items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(points(canvasElement)).toHaveLength(8));
    await expect(canvas.getByRole('radio', { name: 'Statements' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Topics' }));
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('radio', { name: 'Statements' }));
    await waitFor(() => expect(points(canvasElement)).toHaveLength(8));
  },
};

/** A population the privacy rules withhold: nothing is drawn, every point is listed as hidden. */
export const PrivacyWithheld: Story = {
  args: { data: driversWithheld, defaultView: 'topics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(points(canvasElement)).toHaveLength(0);
    await expect(canvas.getAllByRole('cell', { name: 'Hidden for privacy' })).toHaveLength(5);
  },
};

/** Hungarian. */
export const Hungarian: Story = {
  args: {
    data: driversDataHu,
    language: 'hu',
    title: 'Az elkötelezettség kulcstényezői',
    defaultView: 'topics',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Témakörök' })).toBeChecked();
    // the quadrant's name on the plot, and in the table beside each of its topics
    await expect(canvas.getAllByText('Prioritások').length).toBeGreaterThan(1);
  },
};

/** On a 390 px phone the plot fits the width (the ranked table: see PhoneItems). */
export const Phone: Story = {
  args: {
    data: driversDataHu,
    language: 'hu',
    title: 'Az elkötelezettség kulcstényezői',
    defaultView: 'topics',
  },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    const frame = await expectFitsWithin(canvasElement, 'Pulzus.DriverQuadrant', 390);
    await expect(frame.querySelector('svg')!.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await waitFor(() => expect(points(canvasElement)).toHaveLength(4));
  },
};

/**
 * The statements on a 390 px phone: the ranked table drops its topic and quadrant columns and names both under
 * each statement, so score and impact fit without scrolling sideways.
 */
export const PhoneItems: Story = {
  args: {
    data: driversDataHu,
    language: 'hu',
    title: 'Az elkötelezettség kulcstényezői',
    defaultView: 'items',
  },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(8));
    const scroller = canvasElement.querySelector<HTMLElement>('.pulzus-drivers-table')!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
    const topicHeader = canvasElement.querySelector<HTMLElement>('thead [data-topic]')!;
    await expect(topicHeader).not.toBeVisible();
    const firstRow = within(canvasElement).getAllByRole('rowheader')[0]!;
    await expect(firstRow.querySelector('.pulzus-drivers-inline')).toBeVisible();
  },
};

/** The label of every drawn point, as drawn (a label's text is its point's name). */
const labelTexts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<SVGTextElement>('.pulzus-drivers-label[data-label-of]')].map((label) =>
    [...label.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
  );
/** Whether two drawn labels' boxes overlap (by more than a pixel). */
const overlapping = (canvasElement: HTMLElement) => {
  const boxes = [
    ...canvasElement.querySelectorAll<SVGTextElement>('.pulzus-drivers-label[data-label-of]'),
  ].map((label) => label.getBoundingClientRect());
  return boxes.some((a, i) =>
    boxes
      .slice(i + 1)
      .some(
        (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
      ),
  );
};

/**
 * The demo tenant's topics (every impact between 0.71 and 0.77): the axes fit the points, with a break from zero,
 * and every topic is named, none over another.
 */
export const DemoTopics: Story = {
  args: { data: driversDemoEn, defaultView: 'topics' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(8));
    await expect([...labelTexts(canvasElement)].sort()).toEqual(
      driversDemoEn.graph_meta.categories
        .filter((_, i) => driversDemoEn.graph_meta.category_parents![i] === null)
        .sort(),
    );
    await expect(overlapping(canvasElement)).toBe(false);
    await expect(canvasElement.querySelector('[data-axis-break="impact"]')).not.toBeNull();
    // the colour legend names every topic drawn
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The same on a 390 px phone in Hungarian: long names take two lines, far ones a leader line. */
export const DemoTopicsPhone: Story = {
  args: {
    data: driversDemoHu,
    language: 'hu',
    title: 'Az elkötelezettség kulcstényezői',
    defaultView: 'topics',
  },
  decorators: [inBox(390)],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(points(canvasElement)).toHaveLength(8));
    await expect(labelTexts(canvasElement)).toHaveLength(8);
    await expect(overlapping(canvasElement)).toBe(false);
  },
};

/** The demo tenant's 64 statements: the first of the focus list named, every one on demand. */
export const DemoItems: Story = {
  args: { data: driversDemoEn, defaultView: 'items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(points(canvasElement)).toHaveLength(64));
    await expect(labelTexts(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Name every statement' }));
    await waitFor(() => expect(labelTexts(canvasElement).length).toBeGreaterThan(10));
    await expect(overlapping(canvasElement)).toBe(false);
  },
};

/** A filtered site: its scores beside the company's, its quadrants divided at the company's median score. */
export const FilteredSite: Story = {
  args: { data: driversDemoFiltered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Company score/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-quadrant', 'priorities');
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
