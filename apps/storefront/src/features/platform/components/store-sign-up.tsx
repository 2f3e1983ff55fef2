import type { SignedUpStore } from '@vitrine/contract/store-sign-up';
import { useState } from 'react';
import { StoreCreated } from './store-created.tsx';
import { StoreSignUpForm } from './store-sign-up-form.tsx';

/** The sign-up form, then, once the store exists, the way into its office. */
export function StoreSignUp({ domain }: { domain: string }) {
  const [created, setCreated] = useState<SignedUpStore | null>(null);
  return created ? (
    <StoreCreated created={created} />
  ) : (
    <StoreSignUpForm domain={domain} onCreated={setCreated} />
  );
}
