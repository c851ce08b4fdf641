import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api/handle-api.ts';
import { errorBody } from './api/errors.ts';
import { sendJson } from './http/respond.ts';
import { handleAuthorize } from './oauth/authorize.ts';
import { handleToken } from './oauth/token.ts';
import { createSimState, type SimState, type SimStateOptions } from './state.ts';

/** Options of `createProviderSim`: state and data options plus where to listen. */
export interface ProviderSimOptions extends SimStateOptions {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port; 0 picks a free one. Default 0. */
  port?: number;
  /** Base URL used in `href`s, links and `access_url` when clients reach the simulator by another name. Default the listen URL. */
  publicUrl?: string;
}

/** A running simulator: its base URL, a way to stop it, and its live state for tests. */
export interface ProviderSim {
  url: string;
  state: SimState;
  close(): Promise<void>;
}

async function route(
  state: SimState,
  base: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<number> {
  const url = new URL(req.url ?? '/', base);
  if (url.pathname === '/v3' || url.pathname.startsWith('/v3/')) return handleApi(state, req, res, url, base);
  if (url.pathname === '/oauth/authorize') await handleAuthorize(state, req, res, url);
  else if (url.pathname === '/oauth/token') await handleToken(state, req, res, base);
  else {
    const { status, body } = errorBody('1020');
    sendJson(res, status, body);
  }
  return res.statusCode;
}

/** Starts a local SurveyMonkey v3 simulator (provider-api) on 127.0.0.1. */
export async function createProviderSim(options: ProviderSimOptions = {}): Promise<ProviderSim> {
  const state = createSimState(options);
  let base = '';
  const server = createServer((req, res) => {
    route(state, base, req, res)
      .then((status) => {
        state.requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', status });
      })
      .catch(() => {
        if (!res.headersSent) sendJson(res, 500, errorBody('1050').body);
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = (options.publicUrl ?? `http://${options.host ?? '127.0.0.1'}:${port}`).replace(/\/$/, '');
  return {
    url: base,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
