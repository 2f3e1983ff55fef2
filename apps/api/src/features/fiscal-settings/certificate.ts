import { isValidCnpj, normalizeCnpj } from '@vitrine/domain/cnpj';
import forge from 'node-forge';
import { ApiError } from '../../http/errors.ts';
import { CERTIFICATE_MESSAGES as M } from './messages.ts';

// The store's A1 certificate (e-CNPJ) signs its NF-e. It arrives as the .pfx/.p12 the
// certificate authority issued, with its password, and is judged by its bytes: a PKCS#12 that
// opens with that password, holding a certificate and the RSA key that is its own, valid today,
// and of the store's CNPJ. ICP-Brasil writes the company in the subject's common name as
// "RAZÃO SOCIAL:CNPJ" (DOC-ICP-04, item 7.1.4.2); the holder shown is the name before the colon.

export type A1Certificate = {
  holder: string;
  cnpj: string;
  validFrom: Date;
  validUntil: Date;
};

const refused = (message: string) =>
  new ApiError(422, 'fiscal_certificate_invalid', message, [{ path: 'file', message }]);

/** The PKCS#12 opened with the password; a wrong password and a non-PKCS#12 told apart. */
function openPkcs12(bytes: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw refused(M.notPkcs12);
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = String((error as Error).message ?? '');
    throw refused(/password|MAC|decrypt/i.test(message) ? M.wrongPassword : M.notPkcs12);
  }
}

const CNPJ_IN_NAME = /:\s*([0-9A-Z]{12}\d{2})\s*$/;

/** Holder and CNPJ from the subject: the CN's "NAME:CNPJ", else a CNPJ in serialNumber. */
function subjectOf(cert: forge.pki.Certificate) {
  const commonName = String(cert.subject.getField('CN')?.value ?? '');
  const fromName = CNPJ_IN_NAME.exec(commonName)?.[1];
  const serial = normalizeCnpj(
    String(cert.subject.getField({ name: 'serialNumber' })?.value ?? ''),
  );
  const cnpj = fromName ?? (isValidCnpj(serial) ? serial : null);
  const holder = (fromName ? commonName.replace(CNPJ_IN_NAME, '') : commonName).trim();
  return { holder, cnpj };
}

const samePublicKey = (cert: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey) => {
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  return publicKey.n !== undefined && publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
};

/**
 * Reads and checks an A1 certificate against the store's CNPJ; 422
 * `fiscal_certificate_invalid` with the reason in pt-BR otherwise. Nothing of the file or the
 * password is logged or kept here: the caller seals them.
 */
export function readA1Certificate(
  file: string,
  password: string,
  storeCnpj: string,
  now: Date,
): A1Certificate {
  const p12 = openPkcs12(Buffer.from(file, 'base64'), password);
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const certs = bagsOf(forge.pki.oids.certBag!)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  if (certs.length === 0) throw refused(M.noCertificate);
  const keyBag = [
    ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(forge.pki.oids.keyBag!),
  ][0];
  if (!keyBag) throw refused(M.noKey);
  const key = keyBag.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw refused(M.unreadableKey);
  const cert = certs.find((one) => samePublicKey(one, key));
  if (!cert) throw refused(M.keyMismatch);

  const { notBefore: validFrom, notAfter: validUntil } = cert.validity;
  if (validUntil.getTime() < now.getTime()) throw refused(M.expired(validUntil));
  if (validFrom.getTime() > now.getTime()) throw refused(M.notYetValid(validFrom));
  const { holder, cnpj } = subjectOf(cert);
  if (!cnpj) throw refused(M.noCnpj);
  if (normalizeCnpj(cnpj) !== normalizeCnpj(storeCnpj)) {
    throw refused(M.otherCnpj(cnpj, storeCnpj));
  }
  return { holder, cnpj: normalizeCnpj(cnpj), validFrom, validUntil };
}
