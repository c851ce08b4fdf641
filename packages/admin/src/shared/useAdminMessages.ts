import { messages } from '@pulzus/core';
import { addCatalogueTexts } from '@pulzus/widgets';
import { useTranslation } from 'react-i18next';

/**
 * Adds core's whole catalogue to the surrounding i18next instance before a screen reads its texts:
 * `PulzusProvider` defaults to the graph areas only (a chart-only bundle stays small), and an admin
 * screen must show its texts under it all the same. Texts the instance already has (a consumer's
 * catalogue, an account's translations) win. Every component the package exports calls it first.
 */
export function useAdminMessages(): void {
  const { i18n } = useTranslation();
  addCatalogueTexts(i18n, messages);
}
