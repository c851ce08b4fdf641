import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Input = styled.input`
  min-block-size: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.background};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link TextField}: an input's own props with its visible label and an optional hint. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label. */
  label: string;
  /** A help text under the field, linked by aria-describedby. */
  hint?: string;
  /** Marks the field invalid (after it was touched or submitted, spec 1 §5). */
  invalid?: boolean;
}

/** A labelled text input; forwards its ref for react-hook-form's `register`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, invalid = false, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Input ref={ref} id={inputId} aria-invalid={invalid} aria-describedby={hintId} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Field>
  );
});
