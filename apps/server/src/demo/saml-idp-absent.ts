/**
 * What the demo's SAML identity provider (`src/test/saml-idp.ts`, with its test key pairs) resolves to in the
 * production build (apps/server/tsup.config.ts): server.ts never starts it from that build; a call that still
 * got here fails with a message saying why.
 */
export function startSamlIdp(): never {
  throw new Error(
    'The demo SAML identity provider is not part of the production build; run the demo from source (npm start).',
  );
}
