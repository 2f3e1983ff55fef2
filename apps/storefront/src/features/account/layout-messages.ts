export const accountLayoutMessages = {
  metaTitle: 'Minha conta',
  title: 'Minha conta',
  menuLabel: 'Seções da minha conta',
  greeting: (firstName: string) => `Olá, ${firstName}`,
  intro: 'Escolha uma seção para ver ou alterar os dados da sua conta.',
  logout: 'Sair',
  sections: {
    myData: 'Meus dados',
    addresses: 'Meus endereços',
    orders: 'Meus pedidos',
    favourites: 'Favoritos',
    password: 'Minha senha',
    devices: 'Dispositivos conectados',
    preferences: 'Preferências',
  },
} as const;
