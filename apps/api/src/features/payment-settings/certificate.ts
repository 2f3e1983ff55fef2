import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { CertificateSummary, CertificateUpload } from '@vitrine/contract/payment-settings';
import { formatDate } from '@vitrine/domain/dates';
import forge from 'node-forge';
import { ApiError } from '../../http/errors.ts';

// The client certificate a PSP issues to a store arrives as whatever the bank gave: a PKCS#12
// (.p12/.pfx, with a password) or PEM files. It is judged by its bytes, not its name, turned
// into the PEM pair Node's TLS takes, and checked before anything is stored: a certificate, a
// private key that is its own, not expired.

export type ClientIdentity = { certPem: string; keyPem: string; summary: CertificateSummary };

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/g;

export const certificateInvalid = (message: string, path = 'pix_api.certificate') =>
  new ApiError(422, 'payment_certificate_invalid', message, [{ path, message }]);

const looksLikePem = (bytes: Buffer) => bytes.toString('latin1').includes('-----BEGIN ');

function pemBlocks(text: string) {
  return [...text.matchAll(PEM_BLOCK)].map((match) => ({ label: match[1]!, pem: match[0] }));
}

/** The certificates and the key of a PKCS#12; forge reads it (node:crypto cannot). */
function readPkcs12(bytes: Buffer, password: string) {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = String((error as Error).message ?? '');
    throw certificateInvalid(
      /password|MAC|decrypt/i.test(message)
        ? 'A senha do certificado não confere.'
        : 'O arquivo não é um certificado .p12/.pfx nem PEM.',
    );
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const certs = bagsOf(forge.pki.oids.certBag!)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined)
    .map((cert) => forge.pki.certificateToPem(cert));
  const keyBag = [
    ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(forge.pki.oids.keyBag!),
  ][0];
  if (keyBag && !keyBag.key) {
    throw certificateInvalid(
      'Este .p12 tem uma chave que não conseguimos ler (não RSA): envie o certificado e a chave em PEM.',
    );
  }
  return { certs, keyPem: keyBag?.key ? forge.pki.privateKeyToPem(keyBag.key) : null };
}

function readKey(pem: string, password: string | undefined): KeyObject {
  try {
    return createPrivateKey({ key: pem, ...(password ? { passphrase: password } : {}) });
  } catch {
    throw certificateInvalid(
      password || !pem.includes('ENCRYPTED')
        ? 'Não foi possível ler a chave privada (ou a senha não confere).'
        : 'A chave privada está protegida por senha: informe a senha.',
    );
  }
}

/** Subject, issuer and validity of a certificate, for the office; nothing secret. */
export function summaryOf(cert: X509Certificate, now: Date): CertificateSummary {
  const name = (dn: string) => dn.split('\n').filter(Boolean).reverse().join(', ');
  const validUntil = new Date(cert.validTo);
  return {
    subject: name(cert.subject),
    issuer: name(cert.issuer),
    valid_from: new Date(cert.validFrom).toISOString(),
    valid_until: validUntil.toISOString(),
    expired: validUntil.getTime() < now.getTime(),
  };
}

/**
 * The store's TLS identity from an upload: the leaf certificate (the one its key matches)
 * first, then any chain; the key as unencrypted PKCS#8 PEM (it is sealed, never stored in the
 * clear). 422 `payment_certificate_invalid` with a pt-BR reason otherwise.
 */
export function readClientIdentity(upload: CertificateUpload, now: Date): ClientIdentity {
  const bytes = Buffer.from(upload.file, 'base64');
  const keyBytes = upload.key_file ? Buffer.from(upload.key_file, 'base64') : null;
  let certs: string[];
  let keyPem: string | null;
  if (looksLikePem(bytes)) {
    const blocks = pemBlocks(`${bytes.toString('utf8')}\n${keyBytes?.toString('utf8') ?? ''}`);
    certs = blocks.filter((block) => block.label === 'CERTIFICATE').map((block) => block.pem);
    keyPem = blocks.find((block) => block.label.endsWith('PRIVATE KEY'))?.pem ?? null;
  } else {
    ({ certs, keyPem } = readPkcs12(bytes, upload.password ?? ''));
  }
  if (certs.length === 0) throw certificateInvalid('O arquivo não tem nenhum certificado.');
  if (keyPem === null) {
    throw certificateInvalid(
      'Falta a chave privada: envie o .p12/.pfx, ou o arquivo da chave (.key/.pem) junto do certificado.',
    );
  }
  const key = readKey(keyPem, upload.password);
  let parsed: X509Certificate[];
  try {
    parsed = certs.map((pem) => new X509Certificate(pem));
  } catch {
    throw certificateInvalid('Não foi possível ler o certificado.');
  }
  const leaf = parsed.findIndex((cert) => cert.checkPrivateKey(key));
  if (leaf === -1) {
    throw certificateInvalid('A chave privada não corresponde ao certificado enviado.');
  }
  const cert = parsed[leaf]!;
  if (new Date(cert.validTo).getTime() < now.getTime()) {
    throw certificateInvalid(
      `O certificado venceu em ${formatDate(new Date(cert.validTo))}: peça um novo ao seu banco.`,
    );
  }
  if (new Date(cert.validFrom).getTime() > now.getTime()) {
    throw certificateInvalid(
      `O certificado só vale a partir de ${formatDate(new Date(cert.validFrom))}.`,
    );
  }
  const ordered = [cert, ...parsed.filter((_, index) => index !== leaf)];
  return {
    certPem: ordered.map((one) => one.toString().trim()).join('\n') + '\n',
    keyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    summary: summaryOf(cert, now),
  };
}

/** The PSP's CA as PEM, from a PEM or DER file; refused when it is not a certificate. */
export function readCaFile(file: string, now: Date): { pem: string; summary: CertificateSummary } {
  const bytes = Buffer.from(file, 'base64');
  try {
    const pems = looksLikePem(bytes)
      ? pemBlocks(bytes.toString('utf8'))
          .filter((block) => block.label === 'CERTIFICATE')
          .map((block) => new X509Certificate(block.pem))
      : [new X509Certificate(bytes)];
    if (pems.length === 0) throw new Error('no certificate');
    return {
      pem: pems.map((cert) => cert.toString().trim()).join('\n') + '\n',
      summary: summaryOf(pems[0]!, now),
    };
  } catch {
    throw certificateInvalid(
      'O arquivo da autoridade certificadora (CA) não é um certificado PEM ou DER.',
      'pix_api.ca_file',
    );
  }
}
