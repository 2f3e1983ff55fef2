// The header's account corner, on every page: apart from messages.ts (the sign-in screens'
// strings), which only those screens download.
export const headerMessages = {
  login: 'Entrar',
  /** Before the customer's first name: "Olá, Joana". */
  hello: 'Olá,',
  logout: 'Sair',
  /** The account menu under the greeting: the account area's main screens, and "Sair". */
  menu: {
    account: 'Minha conta',
    orders: 'Meus pedidos',
    addresses: 'Meus endereços',
  },
} as const;
