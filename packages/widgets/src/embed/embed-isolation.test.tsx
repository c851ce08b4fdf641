import '@testing-library/jest-dom/vitest';
import { messages } from '@pulzus/core';
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mountEmbed, WORKING_ATTRIBUTES } from './embed-test-mount';

// a desktop viewport: below 900 px the graph's sidebar starts closed
beforeAll(async () => {
  await page.viewport(1280, 800);
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const en = messages.en;

const RED = 'rgb(255, 0, 0)';
const GREEN = 'rgb(0, 128, 0)';

// An intranet page's own, careless CSS (embed contract: it must neither reach in nor be disturbed).
const HOST_CSS = `
  * { font-family: monospace; }
  body { color: ${RED}; letter-spacing: 3px; }
  svg rect { fill: ${RED}; }
  button { background: ${GREEN}; color: rgb(255, 255, 0); border: 5px dashed ${RED}; }
  h2 { font-size: 40px; color: ${GREEN}; }
`;

// Light DOM that wears the class names the widget styles inside its shadow root.
const LIGHT_DOM = `
  <header class="pulzus-graph-header"><h2>Intranet news</h2></header>
  <div class="pulzus-graph-export"><button type="button">Intranet button</button></div>
  <svg width="20" height="20"><rect width="10" height="10" fill="blue"></rect></svg>
  <p class="pulzus-graph-alert">Intranet text</p>
`;

const PROPS = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'letter-spacing',
  'fill',
  'margin',
  'padding',
  'border',
  'display',
] as const;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function hostPage() {
  const style = document.createElement('style');
  style.textContent = HOST_CSS;
  document.head.append(style);
  const light = document.createElement('div');
  light.innerHTML = LIGHT_DOM;
  document.body.append(light);
  cleanups.push(() => {
    style.remove();
    light.remove();
  });
  return light;
}

/** The page's own styling: its style sheets and the computed look of every light DOM element. */
function pageStyles(light: Element) {
  return {
    headStyles: [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((s) => s.outerHTML),
    sheets: document.styleSheets.length,
    adopted: document.adoptedStyleSheets.length,
    look: [light, ...light.querySelectorAll('*')].map((el) => {
      const css = getComputedStyle(el);
      return PROPS.map((p) => css.getPropertyValue(p));
    }),
  };
}

async function drawn(root: ShadowRoot) {
  await waitFor(() =>
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute('data-state', 'ready'),
  );
  await waitFor(() => expect(root.querySelectorAll('rect[data-series]').length).toBeGreaterThan(0));
}

describe('<pulzus-graph> and the host page leave each other alone (embed contract)', () => {
  it('adds no style to the page and leaves the light DOM look unchanged', async () => {
    const light = hostPage();
    const before = pageStyles(light);
    const { root } = mountEmbed();
    await drawn(root);
    expect(pageStyles(light)).toEqual(before);
    // the element's styles went into its own shadow root instead: its host sheet and the graph's
    // rules, both constructed sheets, which a page's `style-src` does not govern (no <style> at all)
    expect(root.querySelectorAll('style')).toHaveLength(0);
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[1]?.cssRules.length).toBeGreaterThan(0);
  });

  it('is not restyled by the page: bars keep their colours, buttons, headings and text their look', async () => {
    const light = hostPage();
    expect(getComputedStyle(light.querySelector('rect')!).fill).toBe(RED);
    const { root, inside } = mountEmbed();
    await drawn(root);
    for (const bar of root.querySelectorAll('rect[data-series]')) {
      expect(getComputedStyle(bar).fill).not.toBe(RED);
    }
    const heading = inside.getByRole('heading', { name: 'Engagement index in total' });
    const headingCss = getComputedStyle(heading);
    expect(headingCss.fontFamily).not.toContain('monospace');
    expect(headingCss.color).toBe('rgb(31, 36, 48)');
    expect(headingCss.fontSize).toBe('20px');
    expect(headingCss.letterSpacing).toBe('normal');
    const buttons = inside.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const css = getComputedStyle(button);
      expect(css.backgroundColor).not.toBe(GREEN);
      expect(css.borderStyle).not.toBe('dashed');
    }
  });

  it('lets the page restyle it through the theme variables on the host', async () => {
    const { element, root, inside } = mountEmbed();
    await drawn(root);
    const frame = root.querySelector('.pulzus-embed')!;
    expect(getComputedStyle(frame).backgroundColor).toBe('rgb(255, 255, 255)');
    element.style.setProperty('--pulzus-color-background', 'rgb(250, 240, 230)');
    expect(getComputedStyle(frame).backgroundColor).toBe('rgb(250, 240, 230)');
    expect(inside.getByRole('heading', { name: 'Engagement index in total' })).toBeVisible();
  });
});

describe('<pulzus-graph> in a browser without constructed style sheets (docs/embedding.md "Content-Security-Policy")', () => {
  it("styles itself with <style> elements in its shadow root that carry the element's nonce", async () => {
    // such a browser (Safari before 16.4) has no adoptedStyleSheets; the element chooses at creation
    const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
    let mounted: ReturnType<typeof mountEmbed>;
    try {
      mounted = mountEmbed({ ...WORKING_ATTRIBUTES, nonce: 'page-nonce-1' });
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', adopted);
    }
    const { root, inside } = mounted;
    await drawn(root);
    const styles = [...root.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.map((style) => style.nonce)).toEqual(styles.map(() => 'page-nonce-1'));
    expect(root.adoptedStyleSheets).toHaveLength(0);
    // styled as with constructed sheets: the theme's heading and the host sheet's frame
    const heading = inside.getByRole('heading', { name: 'Engagement index in total' });
    expect(getComputedStyle(heading).fontSize).toBe('20px');
    expect(getComputedStyle(root.querySelector('.pulzus-embed')!).backgroundColor).toBe('rgb(255, 255, 255)');
  });
});

describe('<pulzus-graph> popovers stay inside its shadow root', () => {
  it('opens the explanation popover, option lists and the bar tooltip inside the element', async () => {
    const user = userEvent.setup();
    const { root, inside } = mountEmbed();
    await drawn(root);
    const bodyChildren = document.body.childElementCount;

    await user.click(inside.getByRole('button', { name: en['graph-explanation'] }));
    expect(inside.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());

    await user.click(inside.getByRole('combobox', { name: en['graph-sidebar-survey-dates'] }));
    expect(inside.getByRole('listbox')).toBeVisible();
    // a press outside the element, on the page, closes the list
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());

    const firstCategory = root.querySelector<SVGGElement>('[data-category="0"]')!;
    firstCategory.focus();
    await waitFor(() => expect(inside.getByRole('tooltip')).toBeVisible());

    expect(document.body.childElementCount).toBe(bodyChildren);
    expect(document.querySelector('[role="dialog"], [role="listbox"], [role="tooltip"]')).toBeNull();
  });
});
