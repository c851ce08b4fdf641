import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** Props of the sidebar checkbox (spec 2 §2 "Shared sidebar layout"). */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> {
  /** The visible label. */
  label: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A labelled checkbox for sidebar filters ("hide not answered", "show satisfaction index").
 * Native input, so Space toggles it and the label is announced; state is mirrored as data attributes.
 */
export function Checkbox({
  label,
  onCheckedChange,
  className,
  id,
  checked,
  disabled,
  ref,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Root
      className={className}
      data-component="Pulzus.Checkbox"
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
      />
      <label htmlFor={inputId}>{label}</label>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
