import { NCM_REQUIRED_MESSAGE } from '@vitrine/contract/fiscal-codes';

export { needsNcm } from '@vitrine/contract/fiscal-codes';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { fiscalSettings, products } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';

// Whether a store issues NF-e, read by the features that must hold its rule: a store issuing
// invoices asks a person buying for a CPF (the checkout), publishes no goods without an NCM (the
// catalog's editor, its status route and the spreadsheet's import), and its settings say how
// many published goods lack one. Services are
// not goods: an NF-e model 55 does not carry them (they would go on an NFS-e), so no NCM is
// asked of them.

const invoicesOn = preparedQuery((db) =>
  db
    .select({ on: fiscalSettings.invoicesEnabled })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, sql.placeholder('storeId')))
    .prepare('store_invoices_enabled'),
);

/** Prepared: every checkout asks it too (a person buying from a store issuing notes gives a CPF). */
export async function invoicesEnabled(db: Database, storeId: string): Promise<boolean> {
  const [row] = await invoicesOn(db).execute({ storeId });
  return row?.on ?? false;
}

/** Published goods (`active` products, not services) of the store with no NCM. */
export async function publishedWithoutNcm(db: Database, storeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.kind, 'product'),
        eq(products.status, 'active'),
        eq(products.ncm, ''),
      ),
    );
  return row?.n ?? 0;
}

/** 409 `product_ncm_required`, the field `fiscal.ncm` named for the form. */
export const ncmRequired = () =>
  conflict('product_ncm_required', NCM_REQUIRED_MESSAGE, [
    { path: 'fiscal.ncm', message: NCM_REQUIRED_MESSAGE },
  ]);
