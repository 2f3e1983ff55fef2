import type { FiscalSettings } from '@vitrine/contract/fiscal-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fiscalSettings, stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { publishedWithoutNcm } from '../../lib/invoices.ts';
import { defaultFiscalRow, fiscalSettingsOf, type IssuerFields } from './serialize.ts';

export const issuerColumns = {
  cnpj: stores.cnpj,
  legalName: stores.legalName,
  zipCode: stores.zipCode,
  city: stores.city,
  state: stores.state,
};

export async function readIssuer(db: Database, storeId: string): Promise<IssuerFields> {
  const [store] = await db.select(issuerColumns).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Loja não encontrada.', 'store_not_found');
  return store;
}

export async function readFiscalSettings(
  db: Database,
  storeId: string,
  now: Date,
): Promise<FiscalSettings> {
  const [[row], issuer, withoutNcm] = await Promise.all([
    db.select().from(fiscalSettings).where(eq(fiscalSettings.storeId, storeId)),
    readIssuer(db, storeId),
    publishedWithoutNcm(db, storeId),
  ]);
  return fiscalSettingsOf(row ?? defaultFiscalRow(storeId), issuer, withoutNcm, now);
}
