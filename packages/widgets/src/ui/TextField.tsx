import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { Field, FieldError, Hint, inputStyles } from './field-parts';
import styled from 'styled-components';

const Input = styled.input`
  ${inputStyles}
`;

/** Props of {@link TextField}: an input's own props with its visible label, an optional hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label. */
  label: string;
  /** A help text under the field, linked by aria-describedby. */
  hint?: string;
  /** Marks the field invalid (after it was touched or submitted, spec 1 §5); default false. */
  invalid?: boolean;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string;
}

/** A labelled text input; forwards its ref for react-hook-form's `register`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, invalid = false, error, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={invalid || error !== undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
