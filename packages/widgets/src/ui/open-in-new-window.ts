/**
 * Opens a download URL in a new window (spec 2 §7: "opens in a new window"); the opener is cut off
 * so the download page cannot reach back into the portal.
 */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
