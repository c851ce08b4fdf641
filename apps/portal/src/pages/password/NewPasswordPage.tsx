import { PasswordFlowPage } from './PasswordFlowPage';
import { NEW_PASSWORD_TEXTS } from './password-flow-texts';

/** /new-password: the two-step first-time password setup, with its own texts (spec 1 §2). */
export function NewPasswordPage() {
  return <PasswordFlowPage texts={NEW_PASSWORD_TEXTS} />;
}
