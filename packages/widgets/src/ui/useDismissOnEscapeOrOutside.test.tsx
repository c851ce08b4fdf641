import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DismissOptions, useDismissOnEscapeOrOutside } from './useDismissOnEscapeOrOutside';

function Harness({ outsidePress }: Pick<DismissOptions, 'outsidePress'>) {
  const [open, setOpen] = useState(true);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const dismiss = useDismissOnEscapeOrOutside(open, () => setOpen(false), {
    inside: [trigger, panel],
    outsidePress,
  });
  return (
    <>
      <button ref={setTrigger} type="button" onKeyDown={dismiss.onKeyDown} onClick={() => setOpen(true)}>
        trigger
      </button>
      {open && (
        <div ref={setPanel} role="dialog" aria-label="panel">
          <button type="button">inside</button>
        </div>
      )}
      <button type="button">elsewhere</button>
    </>
  );
}

const panel = () => screen.queryByRole('dialog', { name: 'panel' });

describe('dismissing an open popup (what floating-ui useDismiss did)', () => {
  afterEach(() => {
    cleanup();
    for (const host of document.querySelectorAll('[data-shadow-host]')) host.remove();
  });

  it('closes on Escape pressed anywhere in the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
  });

  it('stays open on Escape that ends an input method composition', () => {
    render(<Harness />);
    fireEvent.keyDown(document.body, { key: 'Escape', isComposing: true });
    expect(panel()).not.toBeNull();
  });

  it('closes on a press outside, and stays open on a press on the trigger or inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'inside' }));
    expect(panel()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'trigger' }));
    expect(panel()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(panel()).toBeNull();
  });

  it('closes on a press outside even when the pressed element stops the event', () => {
    render(<Harness />);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.addEventListener('pointerdown', (event) => event.stopPropagation());
    fireEvent.pointerDown(elsewhere);
    expect(panel()).toBeNull();
  });

  it('stays open on a press outside when outside presses are off (the chart tooltip)', async () => {
    const user = userEvent.setup();
    render(<Harness outsidePress={false} />);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(panel()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
  });

  it('closes only this popup on Escape pressed on its trigger, not an outer one listening on the page', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      render(<Harness />);
      screen.getByRole('button', { name: 'trigger' }).focus();
      await user.keyboard('{Escape}');
      expect(panel()).toBeNull();
      expect(outer).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(outer).toHaveBeenCalledOnce();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('tells a press inside from one outside within a shadow root (the embed)', () => {
    const host = document.createElement('div');
    host.dataset.shadowHost = '';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const { unmount } = render(<Harness />, { container: shadow.appendChild(document.createElement('div')) });
    const inside = shadow.querySelector<HTMLElement>('[role="dialog"] button')!;
    fireEvent.pointerDown(inside);
    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
    unmount();
  });
});
