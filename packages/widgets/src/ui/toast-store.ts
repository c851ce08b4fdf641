import { create } from 'zustand';
import type { Tone } from './Alert';

/** How long a toast stays before it closes by itself (spec 1 §9): 5 000 ms. */
export const TOAST_DURATION_MS = 5_000;

/** One toast notification. */
export interface Toast {
  /** Unique within the page. */
  readonly id: number;
  /** Its colour: danger, warning, success or primary (spec 1 §2). */
  readonly tone: Tone;
  /** The text shown, already translated. */
  readonly text: string;
}

/** The toast list and its actions. */
export interface ToastState {
  /** The toasts shown, oldest first. */
  readonly toasts: readonly Toast[];
  /** Shows a toast that closes after {@link TOAST_DURATION_MS}; returns its id. */
  show(tone: Tone, text: string): number;
  /** Closes a toast now. */
  dismiss(id: number): void;
}

let nextId = 1;

/** The portal's toasts (spec 1 §2 "Toast notifications"), a zustand store. */
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show(tone, text) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, tone, text }] });
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));
