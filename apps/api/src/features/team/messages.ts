export const TEAM_MESSAGES = {
  notFound: 'Vendedor não encontrado nesta loja.',
  exists: 'Já existe um vendedor com este e-mail nesta loja.',
  removeSelf: 'Você não pode remover a si mesmo. Peça a outro dono da loja.',
  lastOwner:
    'A loja precisa de pelo menos um dono. Torne outra pessoa dona antes de mudar este papel.',
  notOwner: 'Só o dono da loja pode gerenciar a equipe.',
} as const;
