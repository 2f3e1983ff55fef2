/**
 * The sign-up form as typed (the contract's `StoreSignUpBody`, the checkboxes as the booleans
 * an input holds): what is sent, masks and all; the API reads the document and phone itself.
 */
export type StoreSignUpValues = {
  owner_name: string;
  email: string;
  password: string;
  document: string;
  phone: string;
  store_name: string;
  slug: string;
  accept_terms: boolean;
  accept_privacy: boolean;
};

/** Every field, in the screen's order: where an API refusal (its 400 `details`) lands. */
export const STORE_SIGN_UP_FIELDS = [
  'owner_name',
  'email',
  'password',
  'document',
  'phone',
  'store_name',
  'slug',
  'accept_terms',
  'accept_privacy',
] as const satisfies readonly (keyof StoreSignUpValues)[];
