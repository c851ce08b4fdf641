import { type ComponentPropsWithRef, useId, useState } from 'react';
import { useT } from '../session/useT';
import { OptionList, optionId } from './OptionList';
import { FieldRoot, ListBox, Trigger } from './select-styles';
import { flattenItems, type SelectItems } from './select-options';
import { useListboxKeys } from './useListboxKeys';
import { useListPopover } from './useListPopover';

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
  const id = useId();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => setOpenState(next && !disabled);
  const options = flattenItems(items);
  const selectedIndex = options.findIndex((option) => Object.is(option.value, value));
  const selected = options[selectedIndex];
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onValueChange(option.value);
    setOpen(false);
  };
  const keys = useListboxKeys({
    count: options.length,
    open,
    setOpen,
    onChoose: choose,
    startIndex: Math.max(0, selectedIndex),
    isDisabled: (index) => options[index]?.disabled === true,
  });
  const popover = useListPopover(open, setOpen);
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  return (
    <FieldRoot
      data-component="Pulzus.Select"
      {...rest}
      className={className}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className="pulzus-field-label">
        {label}
      </span>
      <Trigger
        ref={popover.refs.setReference}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-disabled={disabled || undefined}
        aria-activedescendant={keys.activeIndex === null ? undefined : optionId(id, keys.activeIndex)}
        onClick={() => (open ? setOpen(false) : keys.openAt(Math.max(0, selectedIndex)))}
        onKeyDown={disabled ? undefined : keys.onKeyDown}
      >
        <span className={selected ? 'pulzus-select-value' : 'pulzus-select-placeholder'}>
          {selected?.label ?? placeholder ?? t('graph-sidebar-select-placeholder')}
        </span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Trigger>
      {open && (
        <ListBox
          ref={popover.refs.setFloating}
          style={popover.floatingStyles}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
        >
          {options.length === 0 ? (
            <div
              role="option"
              tabIndex={-1}
              aria-selected={false}
              aria-disabled
              className="pulzus-no-options"
            >
              {t('graph-sidebar-no-options')}
            </div>
          ) : (
            <OptionList
              items={items}
              idPrefix={id}
              activeIndex={keys.activeIndex}
              isSelected={(option) => Object.is(option.value, value)}
              onChoose={choose}
              onActivate={keys.setActiveIndex}
            />
          )}
        </ListBox>
      )}
    </FieldRoot>
  );
}
