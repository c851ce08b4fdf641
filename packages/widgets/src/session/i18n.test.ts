import { describe, expect, it } from 'vitest';
import { addCatalogueTexts, baseCatalogueOf, createCatalogueI18n } from './i18n';

const graphs = { hu: { 'graph-a': 'Grafikon' }, en: { 'graph-a': 'Graph' } };
const admin = {
  hu: { 'graph-a': 'Másik', 'admin-b': 'Beállítások' },
  en: { 'graph-a': 'Other', 'admin-b': 'Settings' },
};

describe('a screen adds the catalogue areas it reads (packages/widgets/README.md "Languages and texts")', () => {
  it('added texts appear in both languages; texts the instance already had win', async () => {
    const i18n = createCatalogueI18n(graphs, 'en');
    addCatalogueTexts(i18n, admin);
    expect(i18n.t('admin-b')).toBe('Settings');
    expect(i18n.t('graph-a')).toBe('Graph');
    await i18n.changeLanguage('hu');
    expect(i18n.t('admin-b')).toBe('Beállítások');
    expect(i18n.t('graph-a')).toBe('Grafikon');
  });

  it('the added texts join the base catalogue an account’s translations fall back to', () => {
    const i18n = createCatalogueI18n(graphs, 'en');
    addCatalogueTexts(i18n, admin);
    addCatalogueTexts(i18n, admin);
    expect(baseCatalogueOf(i18n)?.en).toEqual({ 'graph-a': 'Graph', 'admin-b': 'Settings' });
  });
});
