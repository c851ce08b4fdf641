import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog<{ $size: ModalSize }>`
  /* the width below includes padding and border, so the dialog fits a 360 px phone with 16 px aside */
  box-sizing: border-box;
  inline-size: min(${({ $size }) => ($size === 'lg' ? '760px' : '480px')}, calc(100vw - 32px));
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.text};
  /* a dialog opens above the host page: its own font, never the page's (an intranet's serif) */
  font-family: ${({ theme }) => theme.font.family};
  &::backdrop { background: rgb(0 0 0 / 0.4); }
  h2 { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

/** The width of a modal: `md` (480 px) for short forms, `lg` (760 px) for long ones. */
export type ModalSize = 'md' | 'lg';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the person closes it with Escape. */
  onClose: () => void;
  /** The id of its title, for aria-labelledby. */
  labelledBy: string;
  /** Its state as data, e.g. loading / loaded / submitting (style.md §15). */
  state?: string;
  /** Its width; default `md`. */
  size?: ModalSize;
  children: ReactNode;
}

/** A modal over the native `<dialog>`: focus moves in and stays in, Escape closes, focus returns on close. */
export function Modal({ open, onClose, labelledBy, state, size = 'md', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      $size={size}
      data-component="Pulzus.Modal"
      aria-labelledby={labelledBy}
      data-state={state}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </Dialog>
  );
}
