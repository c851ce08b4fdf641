import { resolve } from 'node:path';

// This module sits directly in `apps/server/src`, and the bundler puts its code directly in
// `apps/server/dist` (docs/deployment.md): both are two folders below the repo root, so the built
// files it names are found the same way from source and from the production build.

/** The portal build (`npm run build:portal`), served at `/`. */
export const PORTAL_DIR = resolve(import.meta.dirname, '../../portal/dist');

/** The embed element build (`npm run build:embed`), served at `/embed/pulzus-graph.js` with its chunks beside it. */
export const EMBED_SCRIPT_DIR = resolve(import.meta.dirname, '../../../packages/widgets/dist-embed');

/** The report page Chromium prints (`npm run build:report`, docs/reports.md); never served to clients. */
export const REPORT_PAGE_DIR = resolve(import.meta.dirname, '../../portal/dist-report');
