// Every pt-BR string of the address form (the account's addresses, the pay page's new address)
// and of an address written as two lines. The CEP failure toast is spec §8's, word for word:
// do not reword it.

export const addressMessages = {
  newTitle: 'Novo endereço',
  editTitle: 'Editar endereço',
  save: 'Salvar endereço',
  saving: 'Salvando…',
  cancel: 'Cancelar',
  fields: {
    recipient: 'Nome de quem vai receber',
    zipCode: 'CEP',
    zipHint: 'Preenchemos o endereço a partir do CEP.',
    street: 'Rua ou avenida',
    number: 'Número',
    complement: 'Complemento (opcional)',
    neighborhood: 'Bairro',
    city: 'Cidade',
    state: 'Estado',
    statePlaceholder: 'Escolha o estado',
    cityPlaceholder: 'Escolha a cidade',
    chooseStateFirst: 'Escolha o estado primeiro',
  },
  lookingUp: 'Buscando o endereço do CEP…',
  cepNotFound: 'CEP não encontrado. Confira o número ou preencha o endereço.',
  /** spec §8 zip lookup failure toast. */
  cepFailed: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
  line: (address: { street: string; number: string; complement: string }) =>
    [`${address.street}, ${address.number}`, address.complement].filter(Boolean).join(' — '),
  place: (address: { neighborhood: string; city: string; state: string; zip: string }) =>
    `${address.neighborhood} · ${address.city}/${address.state} · CEP ${address.zip}`,
} as const;
