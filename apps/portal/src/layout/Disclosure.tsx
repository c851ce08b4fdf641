import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { menuItemsCss } from './menu-styles';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-expanded='true'] { border-color: ${({ theme }) => theme.colors.border}; }
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  z-index: 10;
  min-inline-size: 240px;
  max-inline-size: calc(100vw - 16px);
  max-block-size: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 6px 16px rgb(0 0 0 / 0.15);
  ${menuItemsCss}
`;

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The toggle button's content. */
  label: ReactNode;
  /** The panel; `close` closes it (after a choice). */
  children: (close: () => void) => ReactNode;
  /** The `data-component` name of the root. */
  name: string;
}

/** A header dropdown (disclosure pattern): the button toggles the panel; Escape, a click outside or a choice closes it. */
export function Disclosure({ label, children, name }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <Root ref={root} data-component={name} data-state={open ? 'open' : 'closed'}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </Panel>
    </Root>
  );
}
