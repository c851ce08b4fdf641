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

test("the page walk finds grouped columns' value labels run together or over a neighbour's column, but not labels each over its own", async ({
  page,
}) => {
  // as on satisfaction_demographics before the labels kept to their lanes: "45%48%" at 1440 px, and on a phone a
  // label over 3–5 narrow columns
  const chart = (name: string, columns: [number, number][], labels: string) => `
    <svg data-component="${name}" width="300" height="120" font-size="12" font-family="sans-serif">
      <g data-chart-bars>${columns
        .map(([x, width]) => `<rect data-series="0" x="${x}" y="60" width="${width}" height="50"/>`)
        .join('')}</g>
      <g data-chart-labels>${labels}</g>
    </svg>`;
  await page.setContent(
    // two labels ending and starting at the same x: one line, no space between them
    chart(
      'Together',
      [
        [60, 38],
        [100, 38],
      ],
      '<text x="99" y="55" text-anchor="end">45%</text><text x="99" y="55">48%</text>',
    ) +
      // columns 6 px wide, 8 px apart: a label centred over one covers the middle of its neighbours too
      chart(
        'Pile',
        [
          [100, 6],
          [108, 6],
          [116, 6],
          [124, 6],
        ],
        '<text x="115" y="55" text-anchor="middle">45%</text>',
      ) +
      // done right: each label over its own wide column, apart from the next
      chart(
        'Apart',
        [
          [40, 40],
          [100, 40],
        ],
        '<text x="60" y="55" text-anchor="middle">45%</text><text x="120" y="55" text-anchor="middle">48%</text>',
      ),
  );
  expect(await layoutProblems(page)).toEqual([
    'labels run together: Together "45%48%"',
    expect.stringMatching(/^label over a neighbour's bar: Pile "45%" covers the middle of [2-4] bars$/),
  ]);
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

test('the page walk finds a colour a chart draws without a legend entry, in bars, bands, points and lines', async ({
  page,
}) => {
  const chart = (name: string, marks: string, legend: string) => `
    <div data-component="Pulzus.${name}">
      <svg width="200" height="60">${marks}</svg>
      <ul aria-label="Jelmagyarázat">${legend}</ul>
    </div>`;
  const swatch = (colour: string) =>
    `<li><span class="pulzus-swatch" style="display: inline-block; width: 10px; height: 10px; background: ${colour}"></span>x</li>`;
  await page.setContent(
    chart(
      'BarChart',
      '<rect data-series="0" width="40" height="10" fill="#1f6fb2"/><rect data-series="0" y="20" width="40" height="10" fill="#e2f3d3"/>',
      swatch('#e2f3d3'),
    ) +
      chart(
        'ColumnChart',
        '<rect data-topic-band="" width="40" height="10" fill="#d6ecfa" opacity="0.55"/><rect data-series="0" y="20" width="40" height="10" fill="#f28e2b"/>',
        swatch('#f28e2b') + swatch('#d6ecfa'),
      ) +
      chart(
        'TrendChart',
        '<path data-line="0" d="M0 0 L50 50" stroke="#59a14f"/><g data-point=""><circle r="4" cx="9" cy="9" fill="#fff" stroke="#59a14f"/><circle class="pulzus-trend-ring" r="7" cx="9" cy="9" fill="none"/></g>',
        swatch('#1f6fb2'),
      ) +
      chart(
        'DriverQuadrant',
        '<g data-point=""><circle r="4" cx="9" cy="9" fill="#e15759"/><circle class="pulzus-focus-ring" r="7" cx="9" cy="9" fill="none"/></g>',
        swatch('#e15759'),
      ),
  );
  expect(await layoutProblems(page)).toEqual([
    'colour without a legend entry: Pulzus.BarChart rgb(31, 111, 178)',
    'colour without a legend entry: Pulzus.TrendChart rgb(89, 161, 79)',
  ]);
});

test("the page walk finds a table row's actions beyond the screen's edge, but not ones kept in view", async ({
  page,
}) => {
  const table = (name: string, sticky: string) => `
    <div style="overflow-x: auto">
      <table style="width: 900px"><tr>
        <td>2026. március</td>
        <td style="${sticky}"><div data-component="Pulzus.RowActions" role="group" aria-label="${name}"><button>…</button></div></td>
      </tr></table>
    </div>`;
  await page.setContent(
    table('Műveletek: 2026. március', '') +
      table('Műveletek: 2025. szeptember', 'position: sticky; right: 0; background: white'),
  );
  expect(await layoutProblems(page)).toEqual(['row actions out of view: Műveletek: 2026. március']);
});
