import { type KeyboardEvent, useRef } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  [role='tab'] {
    min-block-size: 40px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border: 1px solid transparent;
    border-block-end: 0;
    border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    background: none;
    cursor: pointer;
    text-align: start;
  }
  [role='tab'][aria-selected='true'] {
    margin-block-end: -1px;
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  [role='tab']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** One tab of {@link ScreenTabs}. */
export interface ScreenTab<K extends string> {
  readonly key: K;
  readonly label: string;
}

/** Props of {@link ScreenTabs}. */
export interface ScreenTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** The tabs, in order. */
  tabs: readonly ScreenTab<K>[];
  /** The chosen tab. */
  value: K;
  /** Called with the chosen tab. */
  onValueChange: (key: K) => void;
  /** A `useId()` of the screen; the panels take their ids from {@link tabPanelProps}. */
  idPrefix: string;
}

/** The attributes of a tab's panel: its id, role and name, hidden while another tab is chosen. */
export function tabPanelProps<K extends string>(idPrefix: string, key: K, chosen: K) {
  return {
    id: `${idPrefix}-panel-${key}`,
    role: 'tabpanel',
    'aria-labelledby': `${idPrefix}-tab-${key}`,
    hidden: key !== chosen,
  } as const;
}

/**
 * The tabs of an admin screen with parts (WAI-ARIA APG tabs, automatic activation): the chosen tab
 * is the one tab stop; arrows, Home and End move to and choose another. Every panel stays in the DOM
 * ({@link tabPanelProps}), so a part's unsaved edits survive a visit to another.
 */
export function ScreenTabs<K extends string>({
  label,
  tabs,
  value,
  onValueChange,
  idPrefix,
}: ScreenTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onValueChange(tab.key);
    list.current?.ownerDocument.getElementById(`${idPrefix}-tab-${tab.key}`)?.focus();
  };
  return (
    <TabList ref={list} role="tablist" aria-label={label} data-component="Pulzus.ScreenTabs">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === value ? 0 : -1}
          onClick={() => onValueChange(tab.key)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </TabList>
  );
}
