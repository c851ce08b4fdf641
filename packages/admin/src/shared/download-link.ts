/** Opens a download URL with a click on a temporary link, so the browser saves the attachment. */
export function clickDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
