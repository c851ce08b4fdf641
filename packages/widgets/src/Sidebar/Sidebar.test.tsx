import { SIDEBAR_TRANSITION_MS } from '@pulzus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { axeViolations } from '../testing/axe';
import { SidebarLayout, type SidebarLinkProps } from './Sidebar';

/** A stand-in for the portal's router link. */
function RouterLink({ href, className, children }: SidebarLinkProps) {
  return (
    <a href={`#router${href}`} className={className} data-router="">
      {children}
    </a>
  );
}

describe('collapsible sidebar (spec 2 §2 "Shared sidebar layout")', () => {
  it(`opens and closes with a ${SIDEBAR_TRANSITION_MS} ms transition, and hides the closed panel`, async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { container } = renderWithI18n(
      <SidebarLayout sidebar={<p>controls</p>} onOpenChange={onOpenChange}>
        <p>content</p>
      </SidebarLayout>,
      'en',
    );
    const panel = container.querySelector('.pulzus-sidebar-panel')!;
    expect(getComputedStyle(panel).transitionDuration).toContain(`${SIDEBAR_TRANSITION_MS / 1000}s`);
    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const toggle = screen.getByRole('button', { name: 'Open sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(screen.queryByText('controls')).not.toBeVisible(), {
      timeout: SIDEBAR_TRANSITION_MS * 3,
    });
    await user.click(toggle);
    // axe measures contrast, so wait until the panel has faded fully in
    await vi.waitFor(() => expect(getComputedStyle(panel).opacity).toBe('1'), {
      timeout: SIDEBAR_TRANSITION_MS * 3,
    });
    expect(screen.getByText('controls')).toBeVisible();
    expect(screen.getByText('content')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the "new query" link to /welcome through the given link component', () => {
    renderWithI18n(
      <SidebarLayout sidebar={null} linkComponent={RouterLink}>
        <p>content</p>
      </SidebarLayout>,
      'hu',
    );
    const link = screen.getByRole('link', { name: 'Új lekérdezés' });
    expect(link).toHaveAttribute('href', '#router/welcome');
    expect(link).toHaveAttribute('data-router');
  });

  it('names the closed toggle "Filters (n)" when given the active filter count', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <SidebarLayout sidebar={<p>controls</p>} defaultOpen={false} filterCount={3}>
        <p>content</p>
      </SidebarLayout>,
      'en',
    );
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });
});
