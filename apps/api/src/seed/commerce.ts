import type { Database } from '../db/client.ts';
import { addresses, customers, sellers } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_CEPS, seedCepCache } from './cep-cache.ts';
import { DEMO_CUSTOMER_PASSWORD, DEMO_SELLER_PASSWORD, demoPeople } from './commerce-accounts.ts';
import { ORDER_PLANS, seedOrders } from './commerce-orders.ts';
import type { DemoAccount, SeededStore } from './types.ts';

// The accounts/commerce half of the demo data: per store 3 sellers (one of each role), 2 customers with
// addresses and past orders in several statuses, and the CEP cache pre-fill for the offline demo.
// Called by seedDemo (src/seed/index.ts) once the stores and catalogs exist.

const CEPS = Object.keys(DEMO_CEPS);

/** Seeds sellers, customers, addresses and orders; returns the demo logins to print. */
export async function seedCommerce(
  db: Database,
  stores: SeededStore[],
  now: Date = new Date(),
): Promise<DemoAccount[]> {
  await seedCepCache(db, now);
  // Two hashes for every demo account: argon2id is slow on purpose.
  const [customerHash, sellerHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER_PASSWORD),
    hashPassword(DEMO_SELLER_PASSWORD),
  ]);
  for (const [index, store] of stores.entries()) {
    const people = demoPeople(store, index);
    await db.insert(sellers).values([
      ...people.sellers.map((person) => ({
        storeId: store.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        role: person.role,
        passwordHash: sellerHash,
      })),
      {
        storeId: store.id,
        email: people.invitedSeller.email,
        firstName: people.invitedSeller.firstName,
        lastName: people.invitedSeller.lastName,
        phone: people.invitedSeller.phone,
        role: people.invitedSeller.role,
        passwordHash: null,
      },
    ]);
    for (const [offset, person] of people.customers.entries()) {
      const [customer] = await db
        .insert(customers)
        .values({
          storeId: store.id,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          cpf: person.cpf,
          phone: person.phone,
          birthDate: person.birthDate,
          passwordHash: customerHash,
          createdAt: new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000),
        })
        .returning({ id: customers.id });
      const cep = CEPS[(index * 2 + offset) % CEPS.length]!;
      const place = DEMO_CEPS[cep]!;
      const address = {
        recipient: `${person.firstName} ${person.lastName}`,
        zip_code: cep,
        street: place.street,
        number: String(100 + index * 10 + offset),
        complement: offset === 0 ? 'apto 42' : '',
        neighborhood: place.neighborhood,
        city: place.city,
        state: place.state,
      };
      await db.insert(addresses).values({
        storeId: store.id,
        customerId: customer!.id,
        recipient: address.recipient,
        zipCode: address.zip_code,
        street: address.street,
        number: address.number,
        complement: address.complement,
        neighborhood: address.neighborhood,
        city: address.city,
        state: address.state,
        isDefault: true,
      });
      await seedOrders(db, {
        storeId: store.id,
        customerId: customer!.id,
        address,
        plan: ORDER_PLANS[offset % ORDER_PLANS.length]!,
        offset: index * 2 + offset,
        now,
      });
    }
  }
  return demoAccounts(stores);
}

/**
 * The same logins without touching the database: `pnpm start` prints them on every start,
 * not only the first (passwords are fixed demo values).
 */
export function demoAccounts(stores: SeededStore[]): DemoAccount[] {
  return stores.flatMap((store, index) => {
    const people = demoPeople(store, index);
    return [
      ...people.customers.map((person) => ({
        role: 'customer' as const,
        storeName: store.name,
        email: person.email,
        password: DEMO_CUSTOMER_PASSWORD,
      })),
      ...people.sellers.map((person) => ({
        role: 'seller' as const,
        sellerRole: person.role,
        storeName: store.name,
        email: person.email,
        password: DEMO_SELLER_PASSWORD,
      })),
      {
        role: 'invited_seller' as const,
        sellerRole: people.invitedSeller.role,
        storeName: store.name,
        email: people.invitedSeller.email,
        password: null,
      },
    ];
  });
}
