import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { Field, FieldError, inputStyles } from './field-parts';

const TextArea = styled.textarea`
  ${inputStyles}
  resize: vertical;
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  code {
    font-family: ui-monospace, monospace;
  }
`;

/** Props of {@link TextAreaField}: a text area's own props with its visible label and an optional error. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: string;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string;
  /** Help shown under the field and announced with it; default none. */
  hint?: ReactNode;
}

/** A labelled multi-line text input; forwards its ref for react-hook-form's `register`. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <TextArea
        ref={ref}
        id={inputId}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
