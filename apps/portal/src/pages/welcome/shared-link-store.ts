/**
 * The link of a shared date's mail, kept in this tab across the sign-in it may need (docs/api.md "Sharing a date"):
 * `/welcome?share=<token>[&report=pdf]` opened while signed out goes to /login first, which drops the address; the
 * welcome page reads it back once signed in. The token signs nobody in: it only marks the mail opened for its own
 * recipient, so keeping it in session storage gives nothing away.
 */
const KEY = 'pulzus.shared-link';

/** A shared date's link: the recipient's token and whether it asked for the report. */
export interface SharedLink {
  token: string;
  report: boolean;
}

/** The shared link of an address's query, if it carries one. */
export function sharedLinkOf(search: string): SharedLink | null {
  const params = new URLSearchParams(search);
  const token = params.get('share');
  return token && /^[\w-]{16,200}$/.test(token) ? { token, report: params.get('report') === 'pdf' } : null;
}

/** Keeps (or, with null, forgets) the shared link of this tab. */
export function rememberSharedLink(link: SharedLink | null): void {
  try {
    if (link) window.sessionStorage.setItem(KEY, JSON.stringify(link));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the link then only counts when followed while signed in
  }
}

/** The shared link kept in this tab. */
export function rememberedSharedLink(): SharedLink | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const link = raw ? (JSON.parse(raw) as Partial<SharedLink>) : null;
    return link && typeof link.token === 'string'
      ? sharedLinkOf(`?share=${encodeURIComponent(link.token)}${link.report ? '&report=pdf' : ''}`)
      : null;
  } catch {
    return null;
  }
}
