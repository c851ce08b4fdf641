import { generateKeyPair, randomBytes, sign, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';

// DER of the few ASN.1 types a self-signed certificate needs (ITU-T X.690)
const length = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...content: Buffer[]) => tlv(0x30, ...content);
const NULL = Buffer.from([0x05, 0x00]);
// sha256WithRSAEncryption (1.2.840.113549.1.1.11) and commonName (2.5.4.3)
const SHA256_WITH_RSA = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), NULL);
const COMMON_NAME = Buffer.from('0603550403', 'hex');

const nameOf = (cn: string) => sequence(tlv(0x31, sequence(COMMON_NAME, tlv(0x0c, Buffer.from(cn, 'utf8')))));

// RFC 5280 §4.1.2.5: UTCTime up to 2049, GeneralizedTime from 2050
const timeOf = (date: Date): Buffer => {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
    : tlv(0x18, Buffer.from(`${iso}Z`, 'ascii'));
};

/** A service provider's signing key pair: the private key (PKCS#8 PEM) and its self-signed certificate (PEM). */
export interface SpKeyPair {
  key: string;
  cert: string;
}

/** How long an SP certificate is valid: SAML uses it for its key only, so its dates rarely matter. */
const VALID_YEARS = 10;

/**
 * A new RSA-2048 key pair with a self-signed X.509 certificate naming `commonName` (docs/sso.md "Single
 * logout"): what signs an account's LogoutRequests and what its SP metadata publishes. Node makes the key but
 * not certificates, hence the few lines of DER. The key is made off the event loop (a tenth of a second of work).
 */
export async function createSpKeyPair(commonName: string, now = new Date()): Promise<SpKeyPair> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f || 0x01;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + VALID_YEARS);
  const name = nameOf(commonName.slice(0, 64));
  const tbs = sequence(
    Buffer.from('a003020102', 'hex'),
    tlv(0x02, serial),
    SHA256_WITH_RSA,
    name,
    sequence(timeOf(new Date(now.getTime() - 60_000)), timeOf(until)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature));
  const cert = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END CERTIFICATE-----\n`;
  // a certificate Node cannot read back, or whose key is not this one, is never handed out
  if (!new X509Certificate(cert).checkPrivateKey(privateKey))
    throw new Error('the SP certificate does not match its key');
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}
