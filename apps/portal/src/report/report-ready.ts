const BUSY = '[aria-busy="true"], [data-state="loading"]';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the report is drawn: the fonts loaded, nothing busy (the heatmap's code arrives on
 * demand, the charts measure their width first) and the page's size the same over two frames (the
 * charts' number tables follow the bars in a deferred render).
 */
export async function whenReportDrawn(doc: Document): Promise<void> {
  await doc.fonts.ready;
  let last = -1;
  for (;;) {
    await frame();
    await frame();
    const size = doc.body.getElementsByTagName('*').length;
    if (!doc.querySelector(BUSY) && size === last && size > 1) return;
    last = size;
  }
}
