import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/render';
import { useFloatingPosition } from './useFloatingPosition';

function Anchored({ top, open = true }: { top: number; open?: boolean }) {
  const { refs, floatingStyles } = useFloatingPosition({
    open,
    placement: 'bottom-start',
    middleware: ({ offset, flip }) => [offset(4), flip({ padding: 8 })],
  });
  return (
    <>
      <button ref={refs.setReference} type="button" style={{ position: 'fixed', top, left: 40 }}>
        reference
      </button>
      <div
        ref={refs.setFloating}
        style={{ ...floatingStyles, width: 120, height: 80 }}
        data-testid="floating"
      >
        floating
      </div>
    </>
  );
}

const rectOf = (element: Element) => element.getBoundingClientRect();

describe('useFloatingPosition (tooltips, popovers and option lists)', () => {
  it('puts the floating element under its reference, 4 px apart, aligned to its start', async () => {
    render(<Anchored top={100} />);
    const reference = rectOf(screen.getByRole('button', { name: 'reference' }));
    await waitFor(() => {
      const floating = rectOf(screen.getByTestId('floating'));
      expect(Math.round(floating.top)).toBe(Math.round(reference.bottom + 4));
      expect(Math.round(floating.left)).toBe(Math.round(reference.left));
    });
  });

  it('flips it above the reference when there is no room below', async () => {
    render(<Anchored top={window.innerHeight - 40} />);
    const reference = rectOf(screen.getByRole('button', { name: 'reference' }));
    await waitFor(() => {
      const floating = rectOf(screen.getByTestId('floating'));
      expect(Math.round(floating.bottom)).toBe(Math.round(reference.top - 4));
    });
  });

  it('follows the reference when it moves while open, and leaves a closed one alone', async () => {
    const { rerender } = render(<Anchored top={100} />);
    const button = screen.getByRole('button', { name: 'reference' });
    await waitFor(() =>
      expect(Math.round(rectOf(screen.getByTestId('floating')).top)).toBe(
        Math.round(rectOf(button).bottom + 4),
      ),
    );
    rerender(<Anchored top={200} />);
    // autoUpdate notices the moved reference (its layout-shift observer) and places the element again
    await waitFor(() =>
      expect(Math.round(rectOf(screen.getByTestId('floating')).top)).toBe(
        Math.round(rectOf(button).bottom + 4),
      ),
    );
    const placed = rectOf(screen.getByTestId('floating')).top;
    rerender(<Anchored top={300} open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rectOf(screen.getByTestId('floating')).top).toBe(placed);
  });
});
