// Every pt-BR string of the welcome "Crie sua loja" lands the new owner on.
export const storeCreatedMessages = {
  created: {
    title: 'Sua loja foi criada',
    address: (name: string) => `Sua loja ${name} fica em`,
    comingSoon: 'Até você abri-la, os clientes veem uma página “Em breve”.',
    emailSent: (email: string) =>
      `Enviamos um link de confirmação para ${email}. Confirme seu e-mail para poder abrir a loja e receber pagamentos; o link vale por 48 horas.`,
    emailConfirmed: (email: string) => `Seu e-mail ${email} está confirmado.`,
    meanwhile: 'Enquanto isso, você já pode montar a loja.',
    start: 'Começar a montar a loja',
  },
} as const;
