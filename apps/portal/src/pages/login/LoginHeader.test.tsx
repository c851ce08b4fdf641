import { messages } from '@pulzus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import { browserLanguage, LOGIN_LANGUAGE_STORAGE_KEY } from './login-language-store';

afterEach(() => localStorage.removeItem(LOGIN_LANGUAGE_STORAGE_KEY));

describe('first contact: the login page names the product and offers its two languages', () => {
  it("defaults to the browser's language where it is Hungarian or English, else Hungarian", () => {
    expect(browserLanguage(['en-GB', 'hu'])).toBe('en');
    expect(browserLanguage(['de-DE', 'hu-HU'])).toBe('hu');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('hu');
    expect(browserLanguage([])).toBe('hu');
  });

  it('shows the product name, switches the whole page to English and remembers the choice', async () => {
    renderPortal({ path: '/login' });
    expect(await screen.findByText(messages.hu['layout-app-name'])).toBeVisible();
    expect(screen.getByText(messages.hu['login-product-tagline'])).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: messages.hu['login-language'] }),
      'en',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: messages.en['login-title'] })).toBeVisible(),
    );
    expect(screen.getByLabelText(messages.en['login-email'])).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOGIN_LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
