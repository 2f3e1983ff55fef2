import type { SignedUpStore } from '@vitrine/contract/store-sign-up';
import type { sellers, sessions, stores } from '../../db/schema/index.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';

type Opened = {
  store: typeof stores.$inferSelect;
  owner: typeof sellers.$inferSelect;
  host: string;
  token: string;
  session: typeof sessions.$inferSelect;
};

/** The new store and its owner's session (spec §3 logged seller), as the sign-up answers. */
export function toSignedUpStore({ store, owner, host, token, session }: Opened): SignedUpStore {
  return {
    store: { _id: store.id, slug: store.slug, name: store.name, host, status: store.status },
    access_token: token,
    expires_at: session.expiresAt.toISOString(),
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
