/**
 * Where the identity provider's end-session address of the last company sign-in is kept in this tab
 * (docs/sso.md "Sign-out"): written when the sign-in finishes, offered on the login page after
 * sign-out, dropped once followed or dismissed.
 */
const KEY = 'pulzus.sso.end-session';

/** Remembers (or, with null, forgets) the identity provider's end-session address. */
export function rememberEndSession(url: string | null): void {
  try {
    if (url) window.sessionStorage.setItem(KEY, url);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the offer is only a convenience
  }
}

/** The remembered end-session address, when it is an http(s) one. */
export function rememberedEndSession(): string | null {
  try {
    const url = window.sessionStorage.getItem(KEY);
    return url && /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}
