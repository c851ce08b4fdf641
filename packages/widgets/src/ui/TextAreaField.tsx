import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { Field, FieldError, inputStyles } from './field-parts';

const TextArea = styled.textarea`
  ${inputStyles}
  resize: vertical;
`;

/** Props of {@link TextAreaField}: a text area's own props with its visible label and an optional error. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: string;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string;
}

/** A labelled multi-line text input; forwards its ref for react-hook-form's `register`. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <TextArea
        ref={ref}
        id={inputId}
        aria-invalid={error !== undefined}
        aria-describedby={errorId}
        {...rest}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
