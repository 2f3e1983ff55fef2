/** A store the demo seed created; handed to seedCommerce so accounts and orders can follow. */
export type SeededStore = {
  id: string;
  slug: string;
  name: string;
  hosts: string[];
};

/** A demo login, printed at start and written in the README. */
export type DemoAccount = {
  role: 'customer' | 'seller';
  storeName: string;
  email: string;
  password: string;
};
