import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

// An A1 certificate as ICP-Brasil's authorities issue an e-CNPJ: a PKCS#12 (.pfx) holding the
// RSA key and a certificate whose subject's common name is "RAZÃO SOCIAL:CNPJ". Self-signed (no
// authority's chain): for the demo's "certificado de teste" and the tests, never for SEFAZ. The
// API judges an upload by its bytes, not by who issued it (features/fiscal-settings).

export type A1Options = {
  cnpj?: string;
  holder?: string;
  password?: string;
  /** Validity around `now`, in days (negative `untilDays`: already expired). */
  fromDays?: number;
  untilDays?: number;
  now?: Date;
};

const DAY = 24 * 60 * 60 * 1000;
let keyPem: string | undefined;

/** One key per process: generating RSA keys is the slow part. */
function key() {
  keyPem ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
  return forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
}

/** The .pfx's bytes in base64. */
export function a1Certificate(options: A1Options = {}): string {
  const {
    cnpj = '11222333000181',
    holder = 'LOJA DE TESTE LTDA',
    password = 'senha-do-certificado',
    fromDays = -30,
    untilDays = 335,
    now = new Date(),
  } = options;
  const privateKey = key();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(now.getTime() + fromDays * DAY);
  cert.validity.notAfter = new Date(now.getTime() + untilDays * DAY);
  const subject = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Certificado PJ A1' },
    { name: 'commonName', value: `${holder}:${cnpj}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des' });
  return forge.util.encode64(forge.asn1.toDer(p12).getBytes());
}
