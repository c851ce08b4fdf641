import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** Props of {@link Switch}: a checkbox input's own props with a visible label. */
export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible label. */
  label: ReactNode;
  /** Called with the new state, beside any `onChange`. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so Space toggles it and it is
 * announced as on or off; it works with react-hook-form's `register` (ref and onChange).
 */
export function Switch({ label, onCheckedChange, onChange, className, id, ref, ...rest }: SwitchProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Root className={className} data-component="Pulzus.Switch" data-disabled={rest.disabled ? '' : undefined}>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state to the switch role itself
        role="switch"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
      />
      <label htmlFor={inputId}>{label}</label>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    appearance: none;
    position: relative;
    flex: none;
    inline-size: 40px;
    block-size: 22px;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: 11px;
    background: ${({ theme }) => theme.colors.middle};
    cursor: pointer;
    transition: background 150ms;
  }
  input::before {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    inline-size: 16px;
    block-size: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transition: transform 150ms;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked::before { transform: translateX(18px); }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-disabled] input { cursor: not-allowed; opacity: 0.6; }
  @media (prefers-reduced-motion: reduce) {
    input, input::before { transition: none; }
  }
`;
