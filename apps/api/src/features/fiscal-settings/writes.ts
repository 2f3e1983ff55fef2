import type {
  FiscalCertificateBody,
  FiscalSettings,
  FiscalSettingsBody,
} from '@vitrine/contract/fiscal-settings';
import { normalizeCnpj } from '@vitrine/domain/cnpj';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { INVOICE_WEBHOOK_REGISTER } from '../../jobs/queues.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { fiscalSettings } from '../../db/schema/index.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { publishedWithoutNcm } from '../../lib/invoices.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { readA1Certificate } from './certificate.ts';
import { CERTIFICATE_MESSAGES, INCOMPLETE_MESSAGE } from './messages.ts';
import { readIssuer } from './reads.ts';
import {
  auditFieldsOf,
  columnsOf,
  defaultFiscalRow,
  FISCAL_SETTINGS_ENTITY,
  fiscalSecretContext,
  fiscalSettingsOf,
  type FiscalSettingsRow,
  missingOf,
} from './serialize.ts';

/** Where the office's form shows each missing thing (the issuer's: above the form). */
const FORM_PATHS = {
  cnpj: 'issuer',
  legal_data: 'issuer',
  state_registration: 'state_registration',
  address: 'address.street',
  municipality_code: 'address.municipality_code',
  certificate: 'certificate',
  provider_token: 'provider_token',
} as const satisfies Record<FiscalSettings['missing'][number]['field'], string>;

type Write = { db: Database; secrets: SecretBox; actor: AuditActor; now: Date; jobs?: JobSender };
type Columns = Partial<Omit<FiscalSettingsRow, 'storeId'>>;

/**
 * One write of the store's fiscal settings: the row locked (made with the defaults the first
 * time), `change` decides the columns from it, the row written with its audit, in one
 * transaction. The answer counts the published goods without an NCM.
 */
async function writeFiscal(
  { db, actor, now }: Write,
  action: string,
  change: (before: FiscalSettingsRow, tx: Database) => Promise<Columns>,
): Promise<FiscalSettings> {
  return db.transaction(async (tx: Database) => {
    await tx
      .insert(fiscalSettings)
      .values(defaultFiscalRow(actor.storeId))
      .onConflictDoNothing({ target: fiscalSettings.storeId });
    const [locked] = await tx
      .select()
      .from(fiscalSettings)
      .where(eq(fiscalSettings.storeId, actor.storeId))
      .for('update');
    const before = locked!;
    const columns = await change(before, tx);
    const [after] = await tx
      .update(fiscalSettings)
      .set({ ...columns, updatedAt: now })
      .where(eq(fiscalSettings.storeId, actor.storeId))
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: FISCAL_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action,
      before: auditFieldsOf(before),
      after: auditFieldsOf(after!),
    });
    const [issuer, withoutNcm] = await Promise.all([
      readIssuer(tx, actor.storeId),
      publishedWithoutNcm(tx, actor.storeId),
    ]);
    return fiscalSettingsOf(after!, issuer, withoutNcm, now);
  });
}

/**
 * PUT /settings/invoices. The token: absent keeps, null removes, a value is sealed. Invoices go
 * on only with nothing missing (422 `fiscal_settings_incomplete`, each reason in `details`);
 * published goods without an NCM do not stop it (the answer counts them for the office).
 */
export function saveFiscalSettings(write: Write, body: FiscalSettingsBody) {
  const { secrets, actor, now } = write;
  return writeFiscal(write, 'update', async (before, tx) => {
    const token = body.provider_token;
    const columns = {
      ...columnsOf(body),
      providerTokenSealed:
        token === undefined
          ? before.providerTokenSealed
          : token === null
            ? null
            : secrets.seal(token, fiscalSecretContext(actor.storeId, 'provider_token')),
    };
    if (columns.invoicesEnabled) {
      const missing = missingOf(
        { ...before, ...columns },
        await readIssuer(tx, actor.storeId),
        now,
      );
      if (missing.length > 0) {
        throw new ApiError(
          422,
          'fiscal_settings_incomplete',
          INCOMPLETE_MESSAGE,
          missing.map(({ field, message }) => ({ path: FORM_PATHS[field], message })),
        );
      }
    }
    // Issuing with a token: the provider is told (again: registering is idempotent) where to
    // send the notes' changes, by a job in this save's transaction.
    if (columns.invoicesEnabled && columns.providerTokenSealed && write.jobs) {
      await write.jobs.enqueue(
        tx,
        INVOICE_WEBHOOK_REGISTER,
        { storeId: actor.storeId },
        { singletonKey: actor.storeId },
      );
    }
    return columns;
  });
}

/**
 * PUT /settings/invoices/certificate: the .pfx judged against the store's CNPJ (certificate.ts),
 * then its bytes and password sealed and what it says kept; replaces the one before.
 */
export async function saveCertificate(write: Write, body: FiscalCertificateBody) {
  const { db, secrets, actor, now } = write;
  const refuse = (message: string) =>
    new ApiError(422, 'fiscal_certificate_invalid', message, [{ path: 'file', message }]);
  const storeCnpj = async (from: Database) => {
    const { cnpj } = await readIssuer(from, actor.storeId);
    if (!cnpj) throw refuse(CERTIFICATE_MESSAGES.storeWithoutCnpj);
    return cnpj;
  };
  // Read before the transaction: opening a PKCS#12 is CPU work, a bad file holds no lock.
  const read = readA1Certificate(body.file, body.password, await storeCnpj(db), now);
  return writeFiscal(write, 'certificate', async (_before, tx) => {
    // The legal data may have changed its CNPJ meanwhile.
    const cnpj = await storeCnpj(tx);
    if (normalizeCnpj(cnpj) !== read.cnpj)
      throw refuse(CERTIFICATE_MESSAGES.otherCnpj(read.cnpj, cnpj));
    return {
      certificateSealed: secrets.seal(body.file, fiscalSecretContext(actor.storeId, 'certificate')),
      certificatePasswordSealed: secrets.seal(
        body.password,
        fiscalSecretContext(actor.storeId, 'certificate_password'),
      ),
      certificateHolder: read.holder,
      certificateCnpj: read.cnpj,
      certificateValidFrom: read.validFrom,
      certificateValidUntil: read.validUntil,
      certificateUploadedAt: now,
    };
  });
}

/** DELETE /settings/invoices/certificate: only with invoices off (409 `invoices_enabled`). */
export function removeCertificate(write: Write) {
  return writeFiscal(write, 'certificate_remove', async (before) => {
    if (before.invoicesEnabled) throw conflict('invoices_enabled', CERTIFICATE_MESSAGES.invoicesOn);
    return {
      certificateSealed: null,
      certificatePasswordSealed: null,
      certificateHolder: null,
      certificateCnpj: null,
      certificateValidFrom: null,
      certificateValidUntil: null,
      certificateUploadedAt: null,
    };
  });
}
