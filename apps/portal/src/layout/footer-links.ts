/** Where the footer's bug-report link goes (spec 1 §2 footer). */
export const BUG_REPORT_URL = 'mailto:support@pulzus.app?subject=Pulzus%20hibabejelent%C3%A9s';

/** Where the footer's questions link goes (spec 1 §2 footer). */
export const QUESTIONS_URL = 'mailto:info@pulzus.app?subject=Pulzus%20k%C3%A9rd%C3%A9s';
