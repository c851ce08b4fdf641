import { type ComponentPropsWithRef, type ReactNode, useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { useDismissOnEscapeOrOutside } from '../ui/useDismissOnEscapeOrOutside';
import { useFloatingPosition } from '../ui/useFloatingPosition';
import { useNonModalFocus } from './useNonModalFocus';

/** Props of the info button with its explanation popover. */
export interface InfoPopoverProps extends Omit<ComponentPropsWithRef<'span'>, 'title' | 'children'> {
  /** The accessible name of the info button, e.g. "About the participation rate". */
  label: string;
  /** The popover heading; default the label. */
  title?: ReactNode;
  /** The explanation. */
  children: ReactNode;
  /** Opens the popover at first render; default false. */
  defaultOpen?: boolean;
}

/**
 * An "i" button that opens an explanation popover (spec 2 §2 "Participation rate", graph page). Click,
 * Enter or Space opens it, focus moves into it, Escape or a click outside closes it and focus returns.
 */
export function InfoPopover({
  label,
  title,
  children,
  defaultOpen = false,
  className,
  ...rest
}: InfoPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = useCallback(() => setOpen(false), []);
  const id = useId();
  const headingId = `${id}-heading`;
  const popoverId = `${id}-popover`;
  const { refs, floatingStyles, elements } = useFloatingPosition({
    open,
    placement: 'bottom-start',
    middleware: ({ offset, flip, shift }) => [offset(6), flip(), shift({ padding: 8 })],
  });
  const dismiss = useDismissOnEscapeOrOutside(open, close, {
    inside: [elements.domReference, elements.floating],
  });
  useNonModalFocus(open, elements.domReference, elements.floating, close);
  return (
    <Root
      {...rest}
      className={className}
      data-component="Pulzus.InfoPopover"
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={refs.setReference}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={dismiss.onKeyDown}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </button>
      {open && (
        // tabIndex is set on open: -1, or 0 when nothing inside can take focus (useNonModalFocus)
        <div
          ref={refs.setFloating}
          id={popoverId}
          style={floatingStyles}
          className="pulzus-popover"
          role="dialog"
          aria-labelledby={headingId}
          onKeyDown={dismiss.onKeyDown}
        >
          <strong id={headingId}>{title ?? label}</strong>
          <div>{children}</div>
        </div>
      )}
    </Root>
  );
}

const Root = styled.span`
  display: inline-flex;
  position: relative;
  font-family: ${({ theme }) => theme.font.family};

  > button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 28px;
    block-size: 28px;
    padding: 0;
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    border: 0;
    border-radius: 50%;
    cursor: pointer;
  }
  > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .pulzus-popover {
    z-index: 20;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    inline-size: max-content;
    max-inline-size: min(340px, 90vw);
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: 0 6px 18px rgb(0 0 0 / 0.16);
  }
`;
