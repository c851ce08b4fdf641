import { messages } from '@pulzus/core';
import { makeToken } from '@pulzus/widgets/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '../testing/render-portal';
import { DEFAULT_FOOTER_LINKS } from './footer-links';

const hu = messages.hu;

/** Puts a meta tag into the page as the server does (apps/server/src/plugins/portal.ts). */
function serverMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  meta.dataset.test = 'footer';
  document.head.append(meta);
}

async function footerLinks() {
  renderPortal({
    path: '/explanations',
    token: makeToken(),
    handlers: {
      'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
    },
  });
  const footer = await screen.findByRole('contentinfo');
  return {
    bugReport: within(footer)
      .getByRole('link', { name: hu['layout-footer-bug-report'] })
      .getAttribute('href'),
    questions: within(footer).getByRole('link', { name: hu['layout-footer-questions'] }).getAttribute('href'),
  };
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[data-test="footer"]')) meta.remove();
});

describe('footer links (spec 1 §2: one for bug reports, one for questions)', () => {
  it('lead where the server configured them', async () => {
    serverMeta('pulzus-footer-bug-report-url', 'https://hibak.example.hu/uj');
    serverMeta('pulzus-footer-questions-url', 'mailto:kerdes@example.hu');
    expect(await footerLinks()).toEqual({
      bugReport: 'https://hibak.example.hu/uj',
      questions: 'mailto:kerdes@example.hu',
    });
  });

  it('fall back to the defaults without a configuration', async () => {
    expect(await footerLinks()).toEqual(DEFAULT_FOOTER_LINKS);
  });

  it('never follow a configured javascript: link, only that one falls back', async () => {
    serverMeta('pulzus-footer-bug-report-url', 'javascript:alert(1)');
    serverMeta('pulzus-footer-questions-url', 'https://kerdesek.example.hu');
    expect(await footerLinks()).toEqual({
      bugReport: DEFAULT_FOOTER_LINKS.bugReport,
      questions: 'https://kerdesek.example.hu',
    });
  });
});
