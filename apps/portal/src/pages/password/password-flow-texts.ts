import type { MessageKey, PasswordEmailTemplate } from '@pulzus/core';

/** The texts and e-mail template of one of the two password flows (spec 1 §2, §4, §7). */
export interface PasswordFlowTexts {
  readonly title: MessageKey;
  readonly requestIntro: MessageKey;
  readonly sent: MessageKey;
  readonly setTitle: MessageKey;
  readonly setIntro: MessageKey | null;
  readonly success: MessageKey;
  readonly emailTemplate: PasswordEmailTemplate;
}

/** The forgotten-password flow: `elfelejtett-jelszo` mails, its own success texts. */
export const FORGOTTEN_PASSWORD_TEXTS: PasswordFlowTexts = {
  title: 'forgotten-password-title',
  requestIntro: 'forgotten-password-intro',
  sent: 'forgotten-password-sent',
  setTitle: 'forgotten-password-set-title',
  setIntro: null,
  success: 'forgotten-password-success',
  emailTemplate: 'elfelejtett-jelszo',
};

/** The first-time password flow: `uj-jelszo` mails, its own success texts. */
export const NEW_PASSWORD_TEXTS: PasswordFlowTexts = {
  title: 'new-password-title',
  requestIntro: 'new-password-request-intro',
  sent: 'new-password-sent',
  setTitle: 'new-password-title',
  setIntro: 'new-password-intro',
  success: 'new-password-success',
  emailTemplate: 'uj-jelszo',
};
