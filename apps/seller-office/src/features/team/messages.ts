import { SELLER_ROLE_LABELS, type SellerRole } from '@vitrine/domain/seller-roles';

// The pt-BR strings of /vendedor/equipe: the store's sellers, an invitation, role changes,
// removals (owners only).

export const teamMessages = {
  title: 'Equipe',
  intro:
    'Quem trabalha no painel desta loja e o que cada pessoa pode fazer. Só o dono gerencia a equipe.',
  listLabel: 'Vendedores da loja',
  you: '(você)',
  status: { invited: 'Convite enviado', active: 'Ativo' },
  statusLabel: 'Situação',
  role: 'Papel',
  // Each form is a landmark: two members may share a name, never an e-mail.
  roleOf: (name: string, email: string) => `Papel de ${name} (${email})`,
  saveRole: 'Salvar papel',
  roleSaved: (name: string, role: SellerRole) =>
    `${name} agora é ${SELLER_ROLE_LABELS[role]}. Vale a partir da próxima ação no painel.`,
  remove: 'Remover',
  removeOf: (name: string) => `Remover ${name}`,
  removeTitle: (name: string) => `Remover ${name} da equipe?`,
  removeDescription:
    'A pessoa perde o acesso ao painel na hora: as sessões abertas terminam. O histórico da loja guarda o que ela fez.',
  removeConfirm: 'Remover da equipe',
  keep: 'Manter',
  removed: (name: string) => `${name} foi removido da equipe.`,
  twoFactor: {
    title: 'Verificação em duas etapas',
    memberLabel: 'Verificação em duas etapas',
    on: 'ativada',
    off: 'desativada',
    required:
      'Exigida de toda a equipe: quem ainda não ativou só volta a usar o painel depois de ativá-la em Minha conta → Segurança.',
    optional:
      'Cada pessoa escolhe se usa. Ao exigir, quem ainda não ativou só volta a usar o painel depois de ativá-la (em Minha conta → Segurança).',
    require: 'Exigir de toda a equipe',
    release: 'Deixar de exigir',
    nowRequired: 'A verificação em duas etapas agora é exigida de toda a equipe.',
    nowOptional: 'A verificação em duas etapas deixou de ser exigida.',
  },
  invite: {
    title: 'Convidar vendedor',
    hint: 'A pessoa recebe por e-mail um link de primeiro acesso, válido por 7 dias, para criar a própria senha.',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'E-mail',
    role: 'Papel',
    submit: 'Enviar convite',
    sent: (email: string) => `Convite enviado para ${email}.`,
  },
} as const;
