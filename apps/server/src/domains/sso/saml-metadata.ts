import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { IDP_TIMEOUT_SECONDS } from './oidc-client';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What Pulzus keeps of a SAML identity provider's metadata (docs/sso.md "SAML"). */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService of the HTTP-Redirect binding, where the AuthnRequest goes. */
  ssoUrl: string;
  /** The SingleLogoutService of the HTTP-Redirect binding, when it has one. */
  sloUrl: string | null;
  /** The signing certificates, PEM (two while the identity provider rotates its key). */
  certs: string[];
}

/** Why metadata was refused: its field message (admin.*.json `sso-field-metadata-*`) and what was wrong. */
export class MetadataError extends Error {
  override name = 'MetadataError';
  constructor(
    readonly fieldMessage: 'sso-field-metadata-invalid' | 'sso-field-metadata-unreachable',
    detail: string,
  ) {
    super(detail);
  }
}

const invalid = (detail: string) => new MetadataError('sso-field-metadata-invalid', detail);

/** A base64 certificate of `<ds:X509Certificate>` as PEM, or null when it is not one. */
function pemOf(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/=]+$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/**
 * Reads an identity provider's metadata (an EntityDescriptor, or the first IdP of an EntitiesDescriptor):
 * its entity id, the HTTP-Redirect sign-on URL (https, or http on this machine), the signing
 * certificates (KeyDescriptors of use `signing` or of no use). Throws {@link MetadataError} otherwise.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  // a DOCTYPE could expand entities: metadata never needs one
  if (/<!DOCTYPE/i.test(xml)) throw invalid('a DOCTYPE in the metadata');
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc?.documentElement) throw invalid(`not XML: ${errors[0] ?? 'empty'}`);
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entity = idp?.parentNode as Element | null | undefined;
  if (!idp || !entity || entity.localName !== 'EntityDescriptor')
    throw invalid('no IDPSSODescriptor in an EntityDescriptor');
  const entityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (!entityId) throw invalid('no entityID');
  const services = (name: string) =>
    Array.from(idp.getElementsByTagNameNS(MD, name)).filter((s) => s.getAttribute('Binding') === REDIRECT);
  const ssoUrl = services('SingleSignOnService')[0]?.getAttribute('Location')?.trim() ?? '';
  if (!isAllowedUrl(ssoUrl)) throw invalid('no HTTP-Redirect SingleSignOnService at an https address');
  const slo = services('SingleLogoutService')[0]?.getAttribute('Location')?.trim() ?? '';
  const certs: string[] = [];
  for (const key of Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const cert of Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate'))) {
      const pem = pemOf(cert.textContent ?? '');
      if (pem && !certs.includes(pem)) certs.push(pem);
    }
  }
  if (certs.length === 0) throw invalid('no signing certificate');
  return { entityId, ssoUrl, sloUrl: isAllowedUrl(slo) ? slo : null, certs };
}

/** https, or http on this machine (the tests' and the demo's identity provider). */
export function isAllowedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

// metadata of a large federation runs to megabytes; an identity provider's own stays far below this
const MAX_METADATA_BYTES = 500_000;

/** Reads metadata from its URL (10 s, 500 kB at most); throws {@link MetadataError} when it cannot. */
export async function fetchIdpMetadata(url: string): Promise<IdpMetadata> {
  let text: string;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(IDP_TIMEOUT_SECONDS * 1000),
      redirect: 'error',
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    text = await res.text();
  } catch (error) {
    throw new MetadataError('sso-field-metadata-unreachable', String((error as Error).message ?? error));
  }
  if (text.length > MAX_METADATA_BYTES) throw invalid('larger than 500 kB');
  return parseIdpMetadata(text);
}

/** When each certificate stops being valid, ISO 8601 (the settings show it so admins rotate in time). */
export function certExpiries(certs: string[]): string[] {
  return certs.map((pem) => new Date(new X509Certificate(pem).validTo).toISOString());
}

/** The stored certificates (PEM, one after the other) as a list. */
export function splitCerts(stored: string | null): string[] {
  return (stored ?? '').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g) ?? [];
}
