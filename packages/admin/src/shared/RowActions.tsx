import { Button, useT } from '@pulzus/widgets';
import { Children, type CSSProperties, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from './useMediaQuery';

/** Phones (a narrow screen with a touch pointer) get the row's actions behind one "…" button. */
export const ROW_ACTIONS_MENU_QUERY = '(max-width: 640px) and (pointer: coarse)';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 160px;
  > * { white-space: nowrap; }
  /* a narrow window keeps the buttons in one line; the table scrolls in its box */
  @media (max-width: 640px) {
    flex-wrap: nowrap;
    min-inline-size: 0;
  }
`;

const Compact = styled.div`
  display: flex;
`;

const MoreButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Menu = styled.div`
  /* the popover sits in the top layer, so the table's scroll box does not clip it; it hangs below
     its button where the browser has anchor positioning, and is centred by the browser otherwise */
  position-area: block-end span-inline-start;
  position-try-fallbacks: flip-block, flip-inline;
  margin: 4px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 6px 16px rgb(0 0 0 / 0.15);
  &:popover-open {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    min-inline-size: 180px;
  }
  > * { justify-content: flex-start; min-block-size: 44px; inline-size: 100%; text-align: start; }
`;

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** The group's accessible name, e.g. "Műveletek: Demo Kft.". */
  label: string;
  /** The action buttons. */
  children: ReactNode;
  /** Whether two or more actions sit behind one "…" button; default on phones ({@link ROW_ACTIONS_MENU_QUERY}). */
  compact?: boolean;
}

/**
 * The action buttons of one table row, a labelled group. On phones they sit behind one "…"
 * button whose menu (a native popover: Escape and a click outside close it, focus returns) lists
 * them; in a narrow window they stay in one line, elsewhere they wrap.
 */
export function RowActions({ label, children, compact: compactProp }: RowActionsProps) {
  const { t } = useT();
  const phone = useMediaQuery(ROW_ACTIONS_MENU_QUERY);
  const compact = compactProp ?? phone;
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!compact || Children.toArray(children).length < 2) {
    return (
      <Group role="group" aria-label={label} data-component="Pulzus.RowActions">
        {children}
      </Group>
    );
  }
  const anchor = `--row-actions-${id.replace(/[^\w-]/g, '')}`;
  // a chosen action closes the menu; focus goes back to "…" unless the action opened a dialog
  const onChoose = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button')) return;
    menu.current?.hidePopover();
    queueMicrotask(() => {
      if (!document.activeElement?.closest('dialog')) trigger.current?.focus();
    });
  };
  return (
    <Compact role="group" aria-label={label} data-component="Pulzus.RowActions" data-state="compact">
      <MoreButton
        ref={trigger}
        type="button"
        popoverTarget={`${id}-menu`}
        aria-label={`${t('layout-row-actions-more')}: ${label}`}
        style={{ anchorName: anchor } as CSSProperties}
      >
        <span aria-hidden="true">…</span>
      </MoreButton>
      {/* the click of a button inside, delegated: the buttons take the keyboard themselves */}
      <Menu
        ref={menu}
        id={`${id}-menu`}
        popover="auto"
        style={{ positionAnchor: anchor } as CSSProperties}
        onClick={onChoose}
      >
        {children}
      </Menu>
    </Compact>
  );
}

/** Props of {@link RowEditButton}. */
export interface RowEditButtonProps {
  /** Opens the row's editor. */
  onClick: () => void;
  /** Whether the button is disabled; default false. */
  disabled?: boolean;
}

/** The "Edit" action of a table row, for {@link RowActions}. */
export function RowEditButton({ onClick, disabled }: RowEditButtonProps) {
  const { t } = useT();
  return (
    <Button type="button" $size="sm" $variant="secondary" disabled={disabled} onClick={onClick}>
      {t('common-edit')}
    </Button>
  );
}
