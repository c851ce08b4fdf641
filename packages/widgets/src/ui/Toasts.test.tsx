import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulzusProvider } from '../session/PulzusProvider';
import { theme } from '../theme/theme';
import { TOAST_DURATION_MS, useToasts } from './toast-store';
import { Toasts } from './Toasts';

function renderToasts() {
  cleanup();
  return render(
    <PulzusProvider language="hu">
      <ThemeProvider theme={theme}>
        <Toasts />
      </ThemeProvider>
    </PulzusProvider>,
  );
}

describe('toasts (spec 1 §2, §9)', () => {
  beforeEach(() => {
    act(() => useToasts.setState({ toasts: [] }));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each tone and closes it by itself after 5 seconds', () => {
    renderToasts();
    act(() => {
      useToasts.getState().show('danger', 'Hiba');
      useToasts.getState().show('warning', 'Figyelem');
      useToasts.getState().show('success', 'Kész');
      useToasts.getState().show('primary', 'Hír');
    });
    expect(screen.getByText('Hiba').closest('[data-tone]')?.getAttribute('data-tone')).toBe('danger');
    expect(screen.getByText('Figyelem').closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
    expect(screen.getByText('Kész').closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(screen.getByText('Hír').closest('[data-tone]')?.getAttribute('data-tone')).toBe('primary');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Hiba')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hiba')).toBeNull();
    expect(screen.queryByText('Hír')).toBeNull();
  });

  it('a later toast keeps its own 5 seconds', () => {
    renderToasts();
    act(() => useToasts.getState().show('success', 'Első'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => useToasts.getState().show('primary', 'Második'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Első')).toBeNull();
    expect(screen.queryByText('Második')).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Második')).toBeNull();
  });

  it('closes at once with its close button', async () => {
    vi.useRealTimers();
    renderToasts();
    act(() => {
      useToasts.getState().show('warning', 'Figyelem');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Értesítés bezárása' }));
    expect(screen.queryByText('Figyelem')).toBeNull();
  });
});
