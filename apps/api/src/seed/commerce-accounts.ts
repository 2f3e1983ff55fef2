import type { SellerRole } from '@vitrine/domain/seller-roles';
import type { SeededStore } from './types.ts';

// Who the demo accounts are (per store 3 sellers, one of each role — dono, administrador,
// vendas —, 2 customers: both roles of spec §6; and one seller invited to sales, without a
// password yet). Fixed e-mails and passwords, so `pnpm start` can print them on every start and the README can
// list them.

export const DEMO_CUSTOMER_PASSWORD = 'Cliente@123';
export const DEMO_SELLER_PASSWORD = 'Vendedor@123';

type Person = {
  firstName: string;
  lastName: string;
  cpf: string;
  phone: string;
  birthDate: string;
};

const CUSTOMERS: Person[] = [
  {
    firstName: 'Marina',
    lastName: 'Costa',
    cpf: '52998224725',
    phone: '11987654321',
    birthDate: '1991-04-18',
  },
  {
    firstName: 'Rafael',
    lastName: 'Lima',
    cpf: '16899535009',
    phone: '21998761234',
    birthDate: '1985-11-02',
  },
  {
    firstName: 'Beatriz',
    lastName: 'Rocha',
    cpf: '39053344705',
    phone: '31991234567',
    birthDate: '1996-07-30',
  },
  {
    firstName: 'Thiago',
    lastName: 'Nunes',
    cpf: '71428793860',
    phone: '61993456789',
    birthDate: '1979-01-12',
  },
];

const SELLERS: Omit<Person, 'cpf' | 'birthDate'>[] = [
  { firstName: 'Paula', lastName: 'Mendes', phone: '1133224455' },
  { firstName: 'Diego', lastName: 'Araújo', phone: '1140028922' },
  { firstName: 'Camila', lastName: 'Teixeira', phone: '2125551234' },
  { firstName: 'Bruno', lastName: 'Farias', phone: '3132104567' },
];

/** The sales-only seller of each store (role `sales`). */
const SALES_SELLERS: Omit<Person, 'cpf' | 'birthDate'>[] = [
  { firstName: 'Renata', lastName: 'Alves', phone: '1135081122' },
  { firstName: 'Felipe', lastName: 'Moura', phone: '2135083344' },
];

/** The first seller of a store is its owner, the second an administrator. */
const SELLER_ROLES_BY_OFFSET = ['owner', 'admin'] as const satisfies SellerRole[];

/** One seller per store invited and not yet in (no password): the first-access flow's demo. */
const INVITED_SELLERS: Omit<Person, 'cpf' | 'birthDate'>[] = [
  { firstName: 'Lucas', lastName: 'Prado', phone: '1130457788' },
  { firstName: 'Helena', lastName: 'Dias', phone: '2130459911' },
];

const local = (person: { firstName: string; lastName: string }) =>
  `${person.firstName}.${person.lastName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The store's e-mail domain: one per store, so every demo login is unambiguous. */
const domain = (store: SeededStore) => `${store.slug}.exemplo.com.br`;

export function demoPeople(store: SeededStore, index: number) {
  const pick = <T>(list: T[], offset: number) => list[(index * 2 + offset) % list.length]!;
  return {
    customers: [0, 1].map((offset) => {
      const person = pick(CUSTOMERS, offset);
      return { ...person, email: `${local(person)}@${domain(store)}` };
    }),
    sellers: [
      ...SELLER_ROLES_BY_OFFSET.map((role, offset) => {
        const person = pick(SELLERS, offset);
        return { ...person, role, email: `${local(person)}@${domain(store)}` };
      }),
      (() => {
        const person = SALES_SELLERS[index % SALES_SELLERS.length]!;
        return { ...person, role: 'sales' as const, email: `${local(person)}@${domain(store)}` };
      })(),
    ],
    invitedSeller: (() => {
      const person = INVITED_SELLERS[index % INVITED_SELLERS.length]!;
      return { ...person, role: 'sales' as const, email: `${local(person)}@${domain(store)}` };
    })(),
  };
}
