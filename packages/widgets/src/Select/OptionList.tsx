import { isGroupedItems, type SelectItems, type SelectOption } from './select-options';

/** Props of the option rows inside a listbox. */
export interface OptionListProps<V> {
  /** The options, plain or grouped. */
  readonly items: SelectItems<V>;
  /** The id prefix; option `i` (in flattened order) gets `${idPrefix}-option-${i}`. */
  readonly idPrefix: string;
  /** The flattened index of the active option, or null. */
  readonly activeIndex: number | null;
  /** Whether an option is chosen. */
  readonly isSelected: (option: SelectOption<V>) => boolean;
  /** Whether an option is disabled (beyond its own `disabled`). */
  readonly isDisabled?: (option: SelectOption<V>) => boolean;
  /** Chooses the option at a flattened index. */
  readonly onChoose: (index: number) => void;
  /** Makes the option at a flattened index active (pointer hover). */
  readonly onActivate: (index: number) => void;
}

/** The id of the option at a flattened index. */
export function optionId(idPrefix: string, index: number): string {
  return `${idPrefix}-option-${index}`;
}

/** Option rows of a listbox; groups become `role="group"` with a labelled heading (APG grouped listbox). */
export function OptionList<V>({
  items,
  idPrefix,
  activeIndex,
  isSelected,
  isDisabled,
  onChoose,
  onActivate,
}: OptionListProps<V>) {
  let index = 0;
  const row = (option: SelectOption<V>) => {
    const i = index++;
    const disabled = option.disabled === true || isDisabled?.(option) === true;
    const selected = isSelected(option);
    const id = optionId(idPrefix, i);
    const { description } = option;
    return (
      // keys are handled by the combobox that owns the list (aria-activedescendant, APG)
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
      <div
        key={i}
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={selected}
        aria-disabled={disabled || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        title={description}
        data-active={activeIndex === i ? '' : undefined}
        data-selected={selected ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        // keep focus in the field while the pointer chooses
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => (option.disabled ? undefined : onActivate(i))}
        onClick={() => onChoose(i)}
      >
        {option.label}
        {description && (
          // the note is the option's description, not part of its name; read also when the keyboard passes it over
          <span id={`${id}-description`} className="pulzus-option-description" aria-hidden="true">
            {description}
          </span>
        )}
      </div>
    );
  };
  if (!isGroupedItems(items)) return <>{items.map(row)}</>;
  return (
    <>
      {items.map((group, g) => {
        const labelId = `${idPrefix}-group-${g}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (APG), not a form fieldset
          <div key={labelId} role="group" aria-labelledby={labelId}>
            <div id={labelId} role="presentation" className="pulzus-group-label">
              {group.label}
            </div>
            {group.options.map(row)}
          </div>
        );
      })}
    </>
  );
}
