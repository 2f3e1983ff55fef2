import { applyMask, formatCpf, normalizePhone, PHONE_MASKS } from '@vitrine/domain';
import { formatDateTime } from '@vitrine/domain/dates';
import { asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';

// The store's customers, one row each, for the owner to keep before closing the store (beside
// the catalog's and the sales' files): Excel-friendly as those (lib/csv.ts), streamed 500 a
// query. CPF and phone keep their punctuation, so their leading zeros stay.
export const CUSTOMERS_CSV_HEADER = [
  'Nome',
  'Sobrenome',
  'E-mail',
  'CPF',
  'Telefone',
  'Data de nascimento',
  'Cliente desde',
  'Pedidos',
];

const BATCH = 500;

/** '1990-05-17' → '17/05/1990' (spec §5 dates). */
const birthDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

export async function customersCsv(db: Database, storeId: string) {
  const ids = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.storeId, storeId))
    .orderBy(asc(customers.createdAt), asc(customers.id));
  return csvStream(
    CUSTOMERS_CSV_HEADER,
    ids.map((row) => row.id),
    BATCH,
    async (batch) => {
      const rows = await db
        .select({
          customer: customers,
          // Named in full: drizzle leaves one table's columns unqualified.
          orders: sql<number>`(select count(*)::int from orders o where o.customer_id = customers.id)`,
        })
        .from(customers)
        .where(anyOf(customers.id, batch))
        .orderBy(asc(customers.createdAt), asc(customers.id));
      return rows
        .map(({ customer, orders: count }) =>
          csvLine([
            customer.firstName,
            customer.lastName,
            customer.email,
            customer.cpf ? formatCpf(customer.cpf) : '',
            customer.phone ? applyMask(normalizePhone(customer.phone), PHONE_MASKS) : '',
            birthDate(customer.birthDate),
            formatDateTime(customer.createdAt),
            String(count),
          ]),
        )
        .join('');
    },
  );
}
