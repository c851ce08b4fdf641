import { PasswordFlowPage } from './PasswordFlowPage';
import { FORGOTTEN_PASSWORD_TEXTS } from './password-flow-texts';

/** /forgotten-password: the two-step forgotten-password flow (spec 1 §2). */
export function ForgottenPasswordPage() {
  return <PasswordFlowPage texts={FORGOTTEN_PASSWORD_TEXTS} />;
}
