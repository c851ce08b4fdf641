import { create } from 'zustand';

/** Whether the session-account dialog is open, and its actions. */
export interface SessionAccountDialogState {
  /** The dialog is shown. */
  readonly open: boolean;
  /** Opens the dialog (the admin menu and the welcome prompt do, spec 1 §2). */
  show(): void;
  /** Closes the dialog. */
  hide(): void;
}

/** The open state of the session-account dialog (spec 1 §2). */
export const useSessionAccountDialog = create<SessionAccountDialogState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
