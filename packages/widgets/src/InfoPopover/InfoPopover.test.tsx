import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// real pointer and keyboard input (Playwright): the browser itself moves focus on a press, as for a person
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';
import { InfoPopover } from './InfoPopover';

const LABEL = 'About the participation rate';

function Page({ withLink = false }: { withLink?: boolean }) {
  return (
    <div>
      <p>Participation</p>
      <InfoPopover label={LABEL}>
        Completed responses divided by the headcount.
        {withLink && (
          <>
            {' '}
            See <a href="#method">the method</a>.
          </>
        )}
      </InfoPopover>
      <button type="button">Next control</button>
      {/* a control that keeps focus where it is when pressed, like an option in a list */}
      <button type="button" onMouseDown={(event) => event.preventDefault()}>
        Toolbar control
      </button>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: LABEL });
const popover = () => screen.queryByRole('dialog', { name: LABEL });

describe('info popover (spec 2 §2 "Participation rate")', () => {
  it('tells assistive technology that the button opens a dialog, which one, and whether it is open', async () => {
    const { container } = renderWidget(<Page />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger());
    const dialog = popover()!;
    expect(dialog).toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens on click with focus on the popover, and a second click closes it with focus on the button', async () => {
    renderWidget(<Page />);
    await userEvent.click(trigger());
    expect(popover()).toHaveFocus();
    await userEvent.click(trigger());
    expect(popover()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('moves focus to the first link inside when there is one', async () => {
    renderWidget(<Page withLink />);
    await userEvent.click(trigger());
    expect(screen.getByRole('link', { name: 'the method' })).toHaveFocus();
  });

  it('closes on Escape and focus returns to the button', async () => {
    renderWidget(<Page withLink />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside, and focus returns to the button when the click takes it nowhere else', async () => {
    renderWidget(<Page />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Toolbar control' }));
    expect(popover()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click on another control, which keeps the focus', async () => {
    renderWidget(<Page />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Next control' }));
    expect(popover()).toBeNull();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('closes when Tab leaves it, and focus moves on to the next control', async () => {
    renderWidget(<Page withLink />);
    await userEvent.click(trigger());
    await userEvent.tab();
    expect(popover()).toBeNull();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('stays open when Shift+Tab goes back to the button, and Tab goes into it again', async () => {
    renderWidget(<Page />);
    await userEvent.click(trigger());
    await userEvent.tab({ shift: true });
    expect(trigger()).toHaveFocus();
    expect(popover()).toBeVisible();
    await userEvent.tab();
    expect(popover()).toHaveFocus();
  });
});
