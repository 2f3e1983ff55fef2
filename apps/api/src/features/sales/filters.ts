import {
  AWAITING_SHIPMENT,
  AWAITING_SHIPMENT_STATUSES,
  type SaleSort,
  type SaleStatusFilter,
} from '@vitrine/contract/sales';
import { addDays, startOfSaoPauloDay } from '@vitrine/domain/dates';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customers, orders } from '../../db/schema/index.ts';
import { escapeLike, pieceAnywhere } from '../../lib/like.ts';
import { whereEffectiveStatus } from '../orders/status-filter.ts';

/** What the sales list and its CSV export filter by (contract saleFilters, parsed). */
export type SaleFilters = {
  status?: SaleStatusFilter;
  from?: string;
  to?: string;
  payment_method?: 'card' | 'pix' | 'boleto';
  q?: string;
  sort: SaleSort;
};

// Its own name: the list query joins `customers` too, for the buyer's name.
const buyer = alias(customers, 'search_buyer');

/**
 * The sale's code from its start, or a piece of the buyer's name or e-mail, accents and case
 * ignored (customers.search_text, the same normalisation). The buyers are found first (through
 * customers_search_trgm_idx once the piece has three letters and the store many buyers), and
 * `= ANY(ARRAY(…))` hands their ids to the orders' customer index: with the code prefix on
 * orders_store_code_pattern_idx, PostgreSQL ORs two index scans instead of reading every sale.
 */
function matchesText(storeId: string, q: string): SQL {
  const needle = pieceAnywhere(q);
  return sql`(${orders.code} LIKE ${`${escapeLike(q.toUpperCase())}%`} OR ${orders.customerId} = ANY(ARRAY(
    SELECT ${buyer.id} FROM ${customers} ${sql.identifier('search_buyer')}
     WHERE ${buyer.storeId} = ${storeId} AND ${buyer.searchText} LIKE ${needle})))`;
}

/** The WHERE of one store's sales under the filters; another store's rows never match. */
export function whereSales(storeId: string, filters: SaleFilters, now: Date): SQL | undefined {
  const { status, from, to, payment_method: method, q } = filters;
  return and(
    eq(orders.storeId, storeId),
    status === AWAITING_SHIPMENT
      ? inArray(orders.status, [...AWAITING_SHIPMENT_STATUSES])
      : status
        ? whereEffectiveStatus(status, now)
        : undefined,
    from ? gte(orders.createdAt, startOfSaoPauloDay(from)) : undefined,
    to ? lt(orders.createdAt, startOfSaoPauloDay(addDays(to, 1))) : undefined,
    method ? eq(orders.paymentMethod, method) : undefined,
    q ? matchesText(storeId, q) : undefined,
  );
}

/**
 * ORDER BY of each sort; ties fall to the newest, then the id, so pages never repeat or skip a
 * sale. orders_store_created_idx and orders_store_total_idx serve them.
 */
export function orderSales(sort: SaleSort): SQL[] {
  switch (sort) {
    case 'antigas':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'maior_valor':
      return [desc(orders.totalCents), desc(orders.createdAt), desc(orders.id)];
    case 'menor_valor':
      return [asc(orders.totalCents), desc(orders.createdAt), desc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}
