import { expect, test } from '@playwright/test';
import { layoutProblems } from '../support/page-checks';
import { hu } from '../support/texts';

// The page walk (pages.e2e.ts) passes only while these checks can see what they look for: each is
// shown a page with exactly that defect, and a page where the same things are done right.

test.use({ viewport: { width: 390, height: 844 } });

test('the page walk finds a page that scrolls sideways', async ({ page }) => {
  await page.setContent('<main><div style="width: 600px" data-component="Wide">wide</div></main>');
  expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^too wide: Wide /)]);
});

test('the page walk finds text cut off by its box, but not an ellipsis that carries the full text', async ({
  page,
}) => {
  await page.setContent(`
    <button data-component="Cut" style="width: 60px; overflow: hidden; white-space: nowrap">Kiküldött kérdőívek</button>
    <span title="Kiküldött kérdőívek" style="display: block; width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Kiküldött kérdőívek</span>
    <div style="width: 60px; overflow: auto; white-space: nowrap">Kiküldött kérdőívek</div>`);
  expect(await layoutProblems(page)).toEqual(['clipped: Cut "Kiküldött kérdőívek"']);
});

test('the page walk finds a word broken in the middle, but not words wrapped between them nor a broken file name', async ({
  page,
}) => {
  await page.setContent(`
    <div data-component="Header" style="width: 40px; overflow-wrap: anywhere">Kiküldött</div>
    <p style="width: 100px">Kiküldött kérdőívek száma</p>
    <p style="width: 40px; overflow-wrap: anywhere">osszefoglalo.pdf</p>`);
  expect(await layoutProblems(page)).toEqual(['broken word: Header "Kiküldött" in "Kiküldött"']);
});

test('the page walk finds a table cut sideways with no cue that there is more, but not one with its cue', async ({
  page,
}) => {
  const table = (name: string, cue: string) => `
    <div data-component="Pulzus.Heatmap" id="${name}">
      <div style="width: 200px; overflow-x: auto">
        <table style="width: 500px"><caption>${name}</caption><tr><td>Vezetés</td><td>64%</td></tr></table>
      </div>${cue}
    </div>`;
  await page.setContent(
    table('Cut', '') +
      table('Cued', '<p data-scroll-cue>Görgessen oldalra a további oszlopokért →</p>') +
      table('Hidden cue', '<p data-scroll-cue hidden>→</p>'),
  );
  expect(await layoutProblems(page)).toEqual([
    'cut table: Pulzus.Heatmap "Cut"',
    'cut table: Pulzus.Heatmap "Hidden cue"',
  ]);
});

test('the page walk finds chart labels drawn over each other, turned ones by their own boxes', async ({
  page,
}) => {
  await page.setContent(`
    <svg data-component="Chart" width="300" height="200" font-size="12">
      <text x="10" y="20">55%</text><text x="18" y="22">59%</text>
      <text x="100" y="100" transform="rotate(-45 100 100)">Csapat és együttműködés</text>
      <text x="130" y="100" transform="rotate(-45 130 100)">Javadalmazás és juttatások</text>
      <text x="10" y="60">45%</text><text x="10" y="73">46%</text>
    </svg>`);
  expect(await layoutProblems(page)).toEqual(['overlapping labels: Chart "55%" / "59%"']);
});

test('the page walk finds a message key or an unfilled value shown instead of a text', async ({ page }) => {
  await page.setContent(`
    <p data-component="Key">graph-sidebar-question</p>
    <button data-component="Label" aria-label="{{name}} törlése">x</button>
    <p>${hu('graph-sidebar-question')}: <code>{{link}}</code></p>`);
  expect(await layoutProblems(page)).toEqual([
    'raw key: Key "graph-sidebar-question"',
    'raw key: Label aria-label="{{name}} törlése"',
  ]);
});
