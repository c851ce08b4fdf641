import {
  type ChangeEvent,
  type DragEvent,
  forwardRef,
  type InputHTMLAttributes,
  type Ref,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../Chart/visually-hidden';
import { useT } from '../session/useT';
import { Field, FieldError, Hint } from './field-parts';

const Zone = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};

  input { ${visuallyHidden} }
  .pulzus-file-button {
    display: inline-flex;
    align-items: center;
    min-block-size: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  .pulzus-file-name {
    flex: 1 1 10em;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pulzus-file-drop {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-state='empty'] .pulzus-file-name { color: ${({ theme }) => theme.colors.textMuted}; }
  /* the hidden input holds the focus: its ring shows around the whole field */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input[aria-invalid='true']) { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-dragging] {
    border-color: ${({ theme }) => theme.colors.focus};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surface};
    .pulzus-file-button { cursor: not-allowed; color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;

/** Props of {@link FileField}: a file input's own props with its label, hint, error and shown file name. */
export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** A help text under the field, such as the accepted kinds and size; default none. */
  hint?: string;
  /** An error text shown under the field (and marking it invalid); default none. */
  error?: string | undefined;
  /**
   * The chosen file's name to show, or null for none; default: the name of the file last chosen
   * through this field (pass it when the form clears the input itself).
   */
  fileName?: string | null;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled file input (docs/storybook.md "One look for dropdowns and file inputs"): a styled
 * "choose file" button, the chosen file's name, a drop zone, hint and error. The real
 * `<input type="file">` stays in the page, visually hidden and focusable, so screen readers,
 * react-hook-form's `register` and Playwright's `setInputFiles` use it as they would a plain one.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, fileName, id, className, disabled = false, multiple, onChange, ...input },
  ref,
) {
  const { t } = useT();
  const ownId = useId();
  const inputId = id ?? ownId;
  const inner = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shown = fileName === undefined ? chosen : fileName;

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    setChosen(files.length ? files.map((file) => file.name).join(', ') : null);
    onChange?.(event);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const target = inner.current;
    const dropped = Array.from(event.dataTransfer.files);
    if (disabled || !target || dropped.length === 0) return;
    // a dropped file goes through the real input, as if chosen: its change event reaches every listener
    const transfer = new DataTransfer();
    for (const file of multiple ? dropped : dropped.slice(0, 1)) transfer.items.add(file);
    target.files = transfer.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    target.focus();
  };

  return (
    <Field className={className} data-component="Pulzus.FileField">
      <label htmlFor={inputId}>{label}</label>
      <Zone
        data-state={shown ? 'chosen' : 'empty'}
        data-dragging={dragging ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={setRefs}
          id={inputId}
          type="file"
          disabled={disabled}
          multiple={multiple}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={onInputChange}
          {...input}
        />
        {/* the look of the input, which itself announces the button and the chosen file to screen readers */}
        <span
          className="pulzus-file-button"
          aria-hidden="true"
          onClick={() => (disabled ? undefined : inner.current?.click())}
        >
          {t('common-choose-file')}
        </span>
        <span className="pulzus-file-name" aria-hidden="true" title={shown ?? undefined}>
          {shown ?? t('common-no-file-chosen')}
        </span>
        {disabled ? null : (
          <span className="pulzus-file-drop" aria-hidden="true">
            {t('common-drop-file')}
          </span>
        )}
      </Zone>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
