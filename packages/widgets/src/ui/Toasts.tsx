import { useT } from '../session/useT';
import styled from 'styled-components';
import { useToasts } from './toast-store';

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: 20;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(360px, calc(100vw - 32px));
`;

const Item = styled.div<{ $tone: 'danger' | 'warning' | 'success' | 'primary' }>`
  display: flex;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  & > p { flex: 1; margin: 0; }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

/** The toast region of the layout: each toast is announced, closable, and closes by itself after 5 s. */
export function Toasts() {
  const { t } = useT();
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <Region data-component="Pulzus.Toasts">
      {toasts.map((toast) => (
        <Item key={toast.id} $tone={toast.tone} data-tone={toast.tone}>
          <p role={toast.tone === 'danger' ? 'alert' : 'status'}>{toast.text}</p>
          <Close type="button" aria-label={t('layout-toast-close')} onClick={() => dismiss(toast.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}
