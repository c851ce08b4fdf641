/** The footer's two links (spec 1 §2 footer: one for bug reports, one for questions). */
export interface FooterLinks {
  /** Where the bug-report link goes. */
  readonly bugReport: string;
  /** Where the questions link goes. */
  readonly questions: string;
}

/** The links when the server configures none (README "Configuration": FOOTER_BUG_REPORT_URL, FOOTER_QUESTIONS_URL). */
export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  bugReport: 'mailto:support@pulzus.app?subject=Pulzus%20hibabejelent%C3%A9s',
  questions: 'mailto:info@pulzus.app?subject=Pulzus%20k%C3%A9rd%C3%A9s',
};

// the meta tags the server puts into index.html (apps/server/src/plugins/portal.ts)
const META = { bugReport: 'pulzus-footer-bug-report-url', questions: 'pulzus-footer-questions-url' } as const;

/** A configured link, if it is one a person may follow (http, https or mailto; never `javascript:`). */
function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The footer links: the server's configuration from the page's meta tags, each falling back to
 * {@link DEFAULT_FOOTER_LINKS} (the dev server and tests have no tags).
 */
export function readFooterLinks(doc: Pick<Document, 'querySelector'> = document): FooterLinks {
  const read = (name: string) =>
    safeLink(doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
  return {
    bugReport: read(META.bugReport) ?? DEFAULT_FOOTER_LINKS.bugReport,
    questions: read(META.questions) ?? DEFAULT_FOOTER_LINKS.questions,
  };
}
