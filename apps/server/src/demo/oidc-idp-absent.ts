/**
 * What the demo's identity provider (`src/test/oidc-idp.ts`, on the dev dependency oidc-provider)
 * resolves to in the production build (apps/server/tsup.config.ts): server.ts never starts it from that
 * build; a call that still got here fails with a message saying why.
 */
export function startOidcIdp(): never {
  throw new Error(
    'The demo identity provider is not part of the production build; run the demo from source (npm start).',
  );
}
