import { messages } from '@pulzus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const hu = messages.hu;

/**
 * What a survey-date sidebar page shows on a phone (below 900 px): the sidebar closed behind a
 * visible "Szűrők (0)" button, the content first; the button opens it. Run after the page's content
 * has rendered.
 */
export async function expectSidebarClosedUntilAsked(): Promise<void> {
  const filters = screen.getByRole('button', { name: hu['sidebar-filters'].replace('{{count}}', '0') });
  expect(filters).toHaveAttribute('aria-expanded', 'false');
  expect(filters).toBeVisible();
  expect(screen.queryByRole('combobox', { name: hu['graph-sidebar-survey-date'] })).toBeNull();
  await userEvent.click(filters);
  expect(await screen.findByRole('combobox', { name: hu['graph-sidebar-survey-date'] })).toBeVisible();
  expect(screen.getByRole('button', { name: hu['sidebar-close'] })).toHaveAttribute('aria-expanded', 'true');
}
