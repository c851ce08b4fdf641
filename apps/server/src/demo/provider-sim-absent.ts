/**
 * What `@pulzus/provider-sim` resolves to in the production build (apps/server/tsup.config.ts): the
 * simulator is dev and test code, so `apps/server/dist` does not carry it. server.ts never starts the
 * demo simulator from that build; a call that still got here fails with a message saying why.
 */
function absent(): never {
  throw new Error(
    'The provider simulator is not part of the production build; run the demo from source (npm start).',
  );
}

export const createProviderSim = absent;
export const generateDataset = absent;
