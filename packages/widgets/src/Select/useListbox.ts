import { useId, useState } from 'react';
import { optionId } from './OptionList';
import { type ListboxKeysOptions, useListboxKeys } from './useListboxKeys';
import { useListPopover } from './useListPopover';

/** Options of {@link useListbox}: the keyboard's, without the open state the hook owns. */
export interface ListboxOptions extends Omit<ListboxKeysOptions, 'open' | 'setOpen'> {
  /** A disabled field's list never opens. */
  readonly disabled: boolean;
  /** Called whenever the list is closed (a search field forgets its text); default none. */
  readonly onClose?: () => void;
}

/**
 * The state of a combobox's floating listbox, shared by `Select`, `SearchSelect` and `MultiSelect`: the ids, the
 * open state (never open while disabled), the keyboard (useListboxKeys), the floating-ui position and dismissal
 * (useListPopover), and the combobox's ARIA state; `ListboxPopup` draws the list from it.
 */
export function useListbox({ disabled, onClose, ...keyOptions }: ListboxOptions) {
  const id = useId();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next && !disabled);
    if (!next) onClose?.();
  };
  const keys = useListboxKeys({ ...keyOptions, open, setOpen });
  const popover = useListPopover(open, setOpen);
  const listboxId = `${id}-listbox`;
  // the list may have shrunk under the active option (a search): then none is active
  const activeIndex =
    keys.activeIndex !== null && keys.activeIndex < keyOptions.count ? keys.activeIndex : null;
  return {
    id,
    labelId: `${id}-label`,
    listboxId,
    open,
    setOpen,
    count: keyOptions.count,
    activeIndex,
    setActiveIndex: keys.setActiveIndex,
    openAt: keys.openAt,
    onKeyDown: keys.onKeyDown,
    popover,
    /** The combobox's ARIA references besides `aria-expanded` (`open`): the list it controls, its active option. */
    comboboxProps: {
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': activeIndex === null ? undefined : optionId(id, activeIndex),
    },
  };
}

/** What {@link useListbox} returns. */
export type Listbox = ReturnType<typeof useListbox>;
