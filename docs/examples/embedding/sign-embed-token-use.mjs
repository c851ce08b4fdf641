import { signEmbedToken } from './sign-embed-token.mjs';

const token = signEmbedToken({
  keyId: 12,
  secret: process.env.PULZUS_SIGNING_SECRET,
  slug: 'commitment_total',
  params: { survey_dates: [3], show_satisfaction_index: false },
  controls: ['show_satisfaction_index'],
});
// <pulzus-graph server="https://pulzus.example" token="${token}" slug="commitment_total"></pulzus-graph>

// ── not shown in docs/embedding.md: what a test reads of the example
export { token };
