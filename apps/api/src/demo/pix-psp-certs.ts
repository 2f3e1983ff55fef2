import { webcrypto } from 'node:crypto';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;
import * as x509 from '@peculiar/x509';

// X.509 for the loopback PSP's mutual TLS, made at start so no key is ever committed:
// @peculiar/x509 builds and signs the certificates over Node's own WebCrypto (ECDSA P-256).

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

export type CertificateAuthority = {
  certPem: string;
  keyPem: string;
  cert: x509.X509Certificate;
  keys: CryptoKeyPair;
};

export type IssuedCertificate = { certPem: string; keyPem: string };

function serial(): string {
  return Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex');
}

async function keyPem(key: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

function validity() {
  const now = Date.now();
  return { notBefore: new Date(now - DAY_MS), notAfter: new Date(now + 30 * DAY_MS) };
}

export async function createCertificateAuthority(name: string): Promise<CertificateAuthority> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${name}`,
    ...validity(),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert, keys, certPem: cert.toString('pem'), keyPem: await keyPem(keys.privateKey) };
}

/** A leaf signed by `ca`: a TLS server for 127.0.0.1/localhost, or a client (the store). */
export async function issueCertificate(
  ca: CertificateAuthority,
  commonName: string,
  kind: 'server' | 'client',
): Promise<IssuedCertificate> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const usage =
    kind === 'server' ? x509.ExtendedKeyUsage.serverAuth : x509.ExtendedKeyUsage.clientAuth;
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${commonName}`,
    issuer: ca.cert.subject,
    ...validity(),
    publicKey: keys.publicKey,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([usage]),
      await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey),
      ...(kind === 'server'
        ? [
            new x509.SubjectAlternativeNameExtension([
              { type: 'ip', value: '127.0.0.1' },
              { type: 'dns', value: 'localhost' },
            ]),
          ]
        : []),
    ],
  });
  return { certPem: cert.toString('pem'), keyPem: await keyPem(keys.privateKey) };
}
