import { type KeyboardEvent, useState } from 'react';

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
  /** Whether the option at an index is disabled: the keyboard passes over it (APG listbox); default none. */
  readonly isDisabled?: (index: number) => boolean;
}

const never = () => false;

/**
 * Keyboard behaviour of a combobox with a listbox (WAI-ARIA APG): arrows open the list and move the
 * active option, Home/End jump, Enter (and Space where typing is not possible) chooses, Escape and
 * Tab close; disabled options are passed over. The active option is announced through
 * `aria-activedescendant`, focus stays put.
 */
export function useListboxKeys({
  count,
  open,
  setOpen,
  onChoose,
  startIndex = 0,
  spaceChooses = true,
  isDisabled = never,
}: ListboxKeysOptions) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  /** The first enabled option from `from` in direction `step`, or null when there is none. */
  const enabledFrom = (from: number, step: 1 | -1): number | null => {
    for (let i = from; i >= 0 && i < count; i += step) if (!isDisabled(i)) return i;
    return null;
  };
  /** The enabled option at `index` or, past a disabled one, the next (else the previous) enabled one. */
  const nearest = (index: number) => {
    const at = Math.max(0, Math.min(count - 1, index));
    return enabledFrom(at, 1) ?? enabledFrom(at, -1);
  };
  /** The next enabled option after `from` in direction `step`; `from` itself at the end of the list. */
  const move = (from: number | null, step: 1 | -1) =>
    from === null ? enabledFrom(step === 1 ? 0 : count - 1, step) : (enabledFrom(from + step, step) ?? from);

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(count > 0 ? nearest(index) : null);
  };

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
        return handled(() => setActiveIndex((i) => move(i, 1)));
      case 'ArrowUp':
        return handled(() => setActiveIndex((i) => move(i, -1)));
      case 'Home':
        return handled(() => setActiveIndex(enabledFrom(0, 1)));
      case 'End':
        return handled(() => setActiveIndex(enabledFrom(count - 1, -1)));
      case 'Enter':
      case ' ':
        return handled(() => {
          if (activeIndex !== null && activeIndex < count && !isDisabled(activeIndex)) onChoose(activeIndex);
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
