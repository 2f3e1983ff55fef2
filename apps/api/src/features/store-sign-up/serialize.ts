import type { SellerStore, NewStore, SignedUpStore } from '@vitrine/contract/store-sign-up';
import type { sellers, stores } from '../../db/schema/index.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';

type Store = typeof stores.$inferSelect;
type Seller = typeof sellers.$inferSelect;

type Opened = {
  store: Store;
  owner: Seller;
  host: string;
  url: string;
  officeLogin: { url: string; code: string; expiresAt: Date };
};

export function toNewStore(store: Store, host: string, url: string): NewStore {
  return { _id: store.id, slug: store.slug, name: store.name, host, url, status: store.status };
}

/** The new store, and the owner's way into its office (never a session token). */
export function toSignedUpStore({ store, owner, host, url, officeLogin }: Opened): SignedUpStore {
  return {
    store: toNewStore(store, host, url),
    office_login: {
      url: officeLogin.url,
      code: officeLogin.code,
      expires_at: officeLogin.expiresAt.toISOString(),
    },
    account: {
      _id: owner.id,
      email: owner.email,
      first_name: owner.firstName,
      last_name: owner.lastName,
      store_id: store.id,
    },
    message: SIGN_UP_MESSAGES.created(owner.email),
  };
}

export function toSellerStore(
  store: Store,
  seller: Seller,
  host: string,
  url: string,
): SellerStore {
  return {
    store: toNewStore(store, host, url),
    seller: { email: seller.email, email_confirmed: seller.emailConfirmedAt !== null },
  };
}
