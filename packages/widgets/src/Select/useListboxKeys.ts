import { type KeyboardEvent, useCallback, useState } from 'react';

/** Options of {@link useListboxKeys}. */
export interface ListboxKeysOptions {
  /** How many options the open list shows. */
  readonly count: number;
  /** Whether the list is open. */
  readonly open: boolean;
  /** Opens or closes the list. */
  readonly setOpen: (open: boolean) => void;
  /** Chooses the option at an index. */
  readonly onChoose: (index: number) => void;
  /** The index to start from when the list opens (the chosen option); default the first. */
  readonly startIndex?: number;
  /** Whether Space chooses too (a select-only combobox); false while typing in a search field. */
  readonly spaceChooses?: boolean;
}

/**
 * Keyboard behaviour of a combobox with a listbox (WAI-ARIA APG): arrows open the list and move the
 * active option, Home/End jump, Enter (and Space where typing is not possible) chooses, Escape and
 * Tab close. The active option is announced through `aria-activedescendant`, focus stays put.
 */
export function useListboxKeys({
  count,
  open,
  setOpen,
  onChoose,
  startIndex = 0,
  spaceChooses = true,
}: ListboxKeysOptions) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));

  const openAt = useCallback(
    (index: number) => {
      setOpen(true);
      setActiveIndex(count > 0 ? Math.max(0, Math.min(count - 1, index)) : null);
    },
    [count, setOpen],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key === ' ' && !spaceChooses ? '' : event.key;
    const handled = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) handled(() => openAt(startIndex));
      return;
    }
    switch (key) {
      case 'ArrowDown':
        return handled(() => setActiveIndex((i) => clamp(i === null ? 0 : i + 1)));
      case 'ArrowUp':
        return handled(() => setActiveIndex((i) => clamp(i === null ? count - 1 : i - 1)));
      case 'Home':
        return handled(() => setActiveIndex(clamp(0)));
      case 'End':
        return handled(() => setActiveIndex(clamp(count - 1)));
      case 'Enter':
      case ' ':
        return handled(() => {
          if (activeIndex !== null && activeIndex < count) onChoose(activeIndex);
        });
      case 'Escape':
        // closes the list only, not a dialog or menu around the field
        event.stopPropagation();
        return handled(() => setOpen(false));
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
  };

  return { activeIndex: open ? activeIndex : null, setActiveIndex, openAt, onKeyDown };
}
