import type { ComponentPropsWithRef } from 'react';
import { useT } from '../session/useT';
import { ListboxPopup } from './ListboxPopup';
import { FieldRoot, Trigger } from './select-styles';
import { flattenItems, type SelectItems } from './select-options';
import { useListbox } from './useListbox';

/** Props of the single select. */
export interface SelectProps<V> extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The visible label, also the accessible name. */
  label: string;
  /** The options, plain or grouped (spec 2 §2 "optionally grouped"). */
  items: SelectItems<V>;
  /** The chosen value, or null for none. */
  value: V | null;
  /** Called with the chosen option's value. */
  onValueChange: (value: V) => void;
  /** Shown while nothing is chosen; default "Choose…". */
  placeholder?: string;
  /** Disables the whole select; default false. */
  disabled?: boolean;
}

/**
 * A single select, optionally grouped (spec 2 §2 "Shared sidebar layout"): a select-only combobox
 * with a floating listbox, usable by keyboard (arrows, Home/End, Enter/Space, Escape).
 */
export function Select<V>({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  className,
  ...rest
}: SelectProps<V>) {
  const { t } = useT();
  const options = flattenItems(items);
  const selectedIndex = options.findIndex((option) => Object.is(option.value, value));
  const selected = options[selectedIndex];
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onValueChange(option.value);
    listbox.setOpen(false);
  };
  const listbox = useListbox({
    disabled,
    count: options.length,
    onChoose: choose,
    startIndex: Math.max(0, selectedIndex),
    isDisabled: (index) => options[index]?.disabled === true,
  });
  return (
    <FieldRoot
      data-component="Pulzus.Select"
      {...rest}
      className={className}
      data-state={listbox.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={listbox.labelId} className="pulzus-field-label">
        {label}
      </span>
      <Trigger
        ref={listbox.popover.refs.setReference}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={listbox.labelId}
        aria-haspopup="listbox"
        aria-expanded={listbox.open}
        {...listbox.comboboxProps}
        aria-disabled={disabled || undefined}
        onClick={() => (listbox.open ? listbox.setOpen(false) : listbox.openAt(Math.max(0, selectedIndex)))}
        onKeyDown={disabled ? undefined : listbox.onKeyDown}
      >
        <span className={selected ? 'pulzus-select-value' : 'pulzus-select-placeholder'}>
          {selected?.label ?? placeholder ?? t('graph-sidebar-select-placeholder')}
        </span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Trigger>
      <ListboxPopup
        listbox={listbox}
        items={items}
        isSelected={(option) => Object.is(option.value, value)}
        onChoose={choose}
      />
    </FieldRoot>
  );
}
