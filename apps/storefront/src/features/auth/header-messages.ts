// The header's account corner, on every page: apart from messages.ts (the sign-in screens'
// strings), which only those screens download.
export const headerMessages = {
  login: 'Entrar',
  greeting: (firstName: string) => `Olá, ${firstName}`,
  logout: 'Sair',
} as const;
