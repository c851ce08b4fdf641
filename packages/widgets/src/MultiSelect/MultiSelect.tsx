import { canChooseOption, canRemoveTag, MULTI_SELECT, MULTI_SELECT_SEARCH_DEBOUNCE_MS } from '@pulzus/core';
import { type ComponentPropsWithRef, useMemo, useState } from 'react';
import { useT } from '../session/useT';
import { ListboxPopup } from '../Select/ListboxPopup';
import { FieldRoot } from '../Select/select-styles';
import type { SelectOption } from '../Select/select-options';
import { useDebouncedValue } from '../Select/useDebouncedValue';
import { useListbox } from '../Select/useListbox';
import { TagBox } from './multi-select-styles';

/** Props of the multi select with tags. */
export interface MultiSelectProps<V> extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The visible label, also the accessible name. */
  label: string;
  /** The options. */
  options: readonly SelectOption<V>[];
  /** The chosen values, shown as tags in this order. */
  value: readonly V[];
  /** Called with the new chosen values. */
  onValueChange: (value: V[]) => void;
  /** The fewest tags that must stay; default 1 (spec 2 §5); demography filters pass 0. */
  minSelection?: number;
  /** The most options that may be chosen; default 100 (spec 2 §5). */
  maxSelection?: number;
  /** Placeholder of the search field; default "Search…". */
  placeholder?: string;
  /** Disables the whole select; default false. */
  disabled?: boolean;
}

/**
 * A multi select with removable tags and a searchable option list (spec 2 §2, §5, §9): at most
 * `maxSelection` chosen, never fewer than `minSelection` (the last tag's remove button is disabled),
 * an already chosen option is disabled, the search filters after a 1 s debounce, the list is at
 * most 300 px high. Keyboard: arrows, Home/End, Enter, Escape; Backspace in an empty search
 * removes the last tag.
 */
export function MultiSelect<V>({
  label,
  options,
  value,
  onValueChange,
  minSelection = MULTI_SELECT.minSelection,
  maxSelection = MULTI_SELECT.maxSelection,
  placeholder,
  disabled = false,
  className,
  ...rest
}: MultiSelectProps<V>) {
  const { t } = useT();
  const placeholderText = placeholder ?? t('graph-sidebar-search');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, MULTI_SELECT_SEARCH_DEBOUNCE_MS).trim().toLocaleLowerCase();
  const shown = useMemo(
    () => (search ? options.filter((o) => o.label.toLocaleLowerCase().includes(search)) : [...options]),
    [options, search],
  );
  const choosable = (option: SelectOption<V>) => canChooseOption(value, option.value, maxSelection);
  const removable = canRemoveTag(value.length, minSelection);
  const choose = (index: number) => {
    const option = shown[index];
    if (!option || option.disabled || !choosable(option)) return;
    onValueChange([...value, option.value]);
    setQuery('');
  };
  const remove = (item: V) => {
    if (removable) onValueChange(value.filter((v) => !Object.is(v, item)));
  };
  const listbox = useListbox({
    disabled,
    count: shown.length,
    onChoose: choose,
    spaceChooses: false,
    isDisabled: (index) => shown[index]?.disabled === true,
  });
  const { labelId } = listbox;
  const labelOf = (item: V) => options.find((o) => Object.is(o.value, item))?.label ?? String(item);
  const atMax = value.length >= maxSelection;

  return (
    <FieldRoot
      data-component="Pulzus.MultiSelect"
      {...rest}
      className={className}
      data-state={listbox.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className="pulzus-field-label">
        {label}
      </span>
      <TagBox ref={listbox.popover.refs.setReference} data-disabled={disabled ? '' : undefined}>
        {value.length > 0 && (
          <ul aria-labelledby={labelId}>
            {value.map((item) => (
              <li key={String(item)} data-tag="">
                <span>{labelOf(item)}</span>
                <button
                  type="button"
                  aria-label={t('multi-select-remove-tag', { label: labelOf(item) })}
                  disabled={disabled || !removable}
                  onClick={() => remove(item)}
                >
                  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                    <path d="M2 2l6 6M8 2l-6 6" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          type="text"
          role="combobox"
          aria-labelledby={labelId}
          aria-autocomplete="list"
          aria-expanded={listbox.open}
          {...listbox.comboboxProps}
          autoComplete="off"
          disabled={disabled}
          value={query}
          placeholder={placeholderText}
          // never narrower than its placeholder ("Időpont hozzáadása" was cut to "Időpont hozzáa" beside a tag):
          // where the line has no room left it wraps below the tags; 1ch per letter with one to spare
          style={{ minInlineSize: `min(100%, ${placeholderText.length + 1}ch)` }}
          onChange={(event) => {
            setQuery(event.target.value);
            listbox.setOpen(true);
          }}
          onClick={() => (listbox.open ? undefined : listbox.openAt(0))}
          onKeyDown={(event) => {
            const last = value[value.length - 1];
            if (event.key === 'Backspace' && query === '' && last !== undefined) remove(last);
            else listbox.onKeyDown(event);
          }}
        />
      </TagBox>
      <span role="status" className="pulzus-multi-select-status">
        {atMax ? t('multi-select-max-reached', { max: maxSelection }) : ''}
      </span>
      <ListboxPopup
        listbox={listbox}
        multiselectable
        items={shown}
        isSelected={(option) => value.includes(option.value)}
        isDisabled={(option) => !choosable(option)}
        onChoose={choose}
      />
    </FieldRoot>
  );
}
