import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { nativeSelectStyles } from '../Select/select-styles';
import { Field, FieldError } from './field-parts';

// One dropdown look (docs/storybook.md "Dropdowns"): forms use this native select, filters and long
// lists the listbox widgets (Select, SearchSelect); closed, both look the same.
const Select = styled.select`
  ${nativeSelectStyles}
`;

/** One option of a {@link SelectField}. */
export interface SelectFieldOption {
  /** The option's value, as the native select sends it. */
  readonly value: string | number;
  /** The visible text. */
  readonly label: string;
  /** Whether it cannot be chosen; default false. */
  readonly disabled?: boolean;
}

/** Props of {@link SelectField}: a native select's own props with its label, options and an optional error. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The visible label. */
  label: string;
  /** The options, in order. */
  options: readonly SelectFieldOption[];
  /** A first, empty option's text (value ''); default none. */
  placeholder?: string;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string;
}

/**
 * A labelled native select for simple form choices (a role, a year, a template); the keyboard and
 * screen-reader behaviour is the browser's. Sidebar filters use the listbox widgets instead.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, id, ...rest },
  ref,
) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <Field data-component="Pulzus.SelectField">
      <label htmlFor={selectId}>{label}</label>
      <Select ref={ref} id={selectId} aria-invalid={error !== undefined} aria-describedby={errorId} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
