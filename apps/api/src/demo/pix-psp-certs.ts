import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

// X.509 for the loopback PSP's mutual TLS, made at start so no key is ever committed. Node
// makes the RSA keys (fast, native); node-forge builds and signs the certificates, which
// node:crypto cannot do.

const DAY_MS = 86_400_000;

export type CertificateAuthority = {
  certPem: string;
  keyPem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
};

export type IssuedCertificate = { certPem: string; keyPem: string };

function newKeys() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  return { keyPem: privateKey, key, publicKey };
}

function blankCertificate(publicKey: forge.pki.PublicKey, commonName: string) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // Positive (first bit clear), 16 bytes, hex: what RFC 5280 asks of a serial number.
  cert.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 30 * DAY_MS);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  return cert;
}

export function createCertificateAuthority(name: string): CertificateAuthority {
  const { key, keyPem, publicKey } = newKeys();
  const cert = blankCertificate(publicKey, name);
  cert.setIssuer(cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { cert, key, keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/** A leaf signed by `ca`: a TLS server for 127.0.0.1/localhost, or a client (the store). */
export function issueCertificate(
  ca: CertificateAuthority,
  commonName: string,
  kind: 'server' | 'client',
): IssuedCertificate {
  const { keyPem, publicKey } = newKeys();
  const cert = blankCertificate(publicKey, commonName);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: kind === 'server', clientAuth: kind === 'client' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes(),
    },
    ...(kind === 'server'
      ? [
          {
            name: 'subjectAltName',
            altNames: [
              { type: 7, ip: '127.0.0.1' },
              { type: 2, value: 'localhost' },
            ],
          },
        ]
      : []),
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}
