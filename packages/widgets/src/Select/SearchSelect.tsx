import { useMemo, useState } from 'react';
import { useT } from '../session/useT';
import { FieldError } from '../ui/field-parts';
import { ListboxPopup } from './ListboxPopup';
import { FieldRoot, SearchBox } from './select-styles';
import type { SelectProps } from './Select';
import { filterItems, flattenItems } from './select-options';
import { useListbox } from './useListbox';

/** Props of the searchable single select: the single select's, with a search field's placeholder and an error. */
export interface SearchSelectProps<V> extends SelectProps<V> {
  /** Placeholder of the search field while nothing is chosen; default "Search…". */
  placeholder?: string;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string | undefined;
}

/**
 * A single select for long option lists (hundreds of items): an editable combobox whose typed text
 * filters the options at once, every word matching the label or description with case and accents
 * ignored (WAI-ARIA APG "combobox with list autocomplete"). The field shows the chosen option's label
 * while not typing. Keyboard: arrows, Home/End, Enter chooses, Escape and Tab close.
 */
export function SearchSelect<V>({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  error,
  className,
  ...rest
}: SearchSelectProps<V>) {
  const { t } = useT();
  // null while not typing: the field then shows the chosen option and the list every option
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(() => (query === null ? items : filterItems(items, query)), [items, query]);
  const options = flattenItems(shown);
  const selected = flattenItems(items).find((option) => Object.is(option.value, value));
  const selectedIndex = options.findIndex((option) => Object.is(option.value, value));
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onValueChange(option.value);
    listbox.setOpen(false);
  };
  const listbox = useListbox({
    disabled,
    onClose: () => setQuery(null),
    count: options.length,
    onChoose: choose,
    startIndex: Math.max(0, selectedIndex),
    spaceChooses: false,
    isDisabled: (index) => options[index]?.disabled === true,
  });
  const errorId = `${listbox.id}-error`;
  const inputId = `${listbox.id}-input`;
  return (
    <FieldRoot
      data-component="Pulzus.SearchSelect"
      {...rest}
      className={className}
      data-state={listbox.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <label id={listbox.labelId} htmlFor={inputId} className="pulzus-field-label">
        {label}
      </label>
      <SearchBox ref={listbox.popover.refs.setReference} data-disabled={disabled ? '' : undefined}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listbox.open}
          {...listbox.comboboxProps}
          autoComplete="off"
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          disabled={disabled}
          value={query ?? selected?.label ?? ''}
          // a long chosen label ends in an ellipsis: the whole text stays at hand as a tooltip
          title={query === null ? selected?.label : undefined}
          placeholder={placeholder ?? t('graph-sidebar-search')}
          onChange={(event) => {
            setQuery(event.target.value);
            listbox.setOpen(true);
            listbox.setActiveIndex(0);
          }}
          onClick={() => (listbox.open ? undefined : listbox.openAt(Math.max(0, selectedIndex)))}
          onKeyDown={listbox.onKeyDown}
        />
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </SearchBox>
      {error === undefined ? null : <FieldError id={errorId}>{error}</FieldError>}
      <ListboxPopup
        listbox={listbox}
        items={shown}
        isSelected={(option) => Object.is(option.value, value)}
        onChoose={choose}
      />
    </FieldRoot>
  );
}
