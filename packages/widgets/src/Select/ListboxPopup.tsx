import { useT } from '../session/useT';
import { OptionList, type OptionListProps } from './OptionList';
import { ListBox } from './select-styles';
import type { Listbox } from './useListbox';

/** Props of the floating option list. */
export interface ListboxPopupProps<V>
  extends Omit<OptionListProps<V>, 'idPrefix' | 'activeIndex' | 'onActivate'> {
  /** The list's state, from `useListbox`. */
  readonly listbox: Listbox;
  /** Whether more than one option may be chosen; default false. */
  readonly multiselectable?: boolean;
}

/**
 * The floating listbox of `Select`, `SearchSelect` and `MultiSelect` while open: its option rows, or one disabled
 * "no options" row (a listbox needs an option to be valid, WAI-ARIA APG).
 */
export function ListboxPopup<V>({ listbox, multiselectable = false, ...list }: ListboxPopupProps<V>) {
  const { t } = useT();
  if (!listbox.open) return null;
  return (
    <ListBox
      ref={listbox.popover.refs.setFloating}
      style={listbox.popover.floatingStyles}
      id={listbox.listboxId}
      role="listbox"
      aria-labelledby={listbox.labelId}
      aria-multiselectable={multiselectable || undefined}
      tabIndex={-1}
    >
      {listbox.count === 0 ? (
        <div role="option" tabIndex={-1} aria-selected={false} aria-disabled className="pulzus-no-options">
          {t('graph-sidebar-no-options')}
        </div>
      ) : (
        <OptionList
          {...list}
          idPrefix={listbox.id}
          activeIndex={listbox.activeIndex}
          onActivate={listbox.setActiveIndex}
        />
      )}
    </ListBox>
  );
}
