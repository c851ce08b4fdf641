import type { MessageKey } from '@pulzus/core';
import { create } from 'zustand';

/** Why the person was sent to the login page, shown there instead of the default message (spec 1 §2 "custom login message"). */
export interface LoginNoticeState {
  /** The custom login message, or null for the default one. */
  readonly notice: MessageKey | null;
  /** Sets or clears the custom message. */
  setNotice(notice: MessageKey | null): void;
}

/** The login page's custom message, set when the session expires (spec 1 §4). */
export const useLoginNotice = create<LoginNoticeState>()((set) => ({
  notice: null,
  setNotice: (notice) => set({ notice }),
}));
