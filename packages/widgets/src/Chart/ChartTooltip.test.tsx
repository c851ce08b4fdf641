import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userEvent as browserUser } from 'vitest/browser';
import { BarChart } from '../BarChart/BarChart';
import { chartData } from '../fixtures/chart-story-data';
import { renderWidget } from '../testing/render';

describe('chart tooltip dismissal (WCAG 1.4.13 "Content on hover or focus": dismissible)', () => {
  it('closes a tooltip opened by hover on Escape, while focus is elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <button type="button">elsewhere</button>
        <BarChart data={chartData.single} exportable={false} />
      </>,
    );
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await user.hover(within(screen.getByRole('group', { name: 'IT' })).getAllByRole('img')[0]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('IT');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });

  // the browser's own pointer (vitest/browser drives Chromium), whose events name where the pointer came from
  it("stays closed after Escape while the pointer moves between the same category's bars, and opens for the next category", async () => {
    renderWidget(<BarChart data={chartData.multiDate} exportable={false} />);
    const [first, second] = within(screen.getByRole('group', { name: 'Logistics' })).getAllByRole('img');
    await browserUser.hover(first!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Logistics');
    await browserUser.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await browserUser.hover(second!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await browserUser.hover(within(screen.getByRole('group', { name: 'IT' })).getAllByRole('img')[0]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('IT');
  });
});
