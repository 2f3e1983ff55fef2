// What a person reads of the store preview, in pt-BR.
export const PREVIEW_MESSAGES = {
  invalidGrant:
    'Este link de prévia expirou ou já foi usado. Abra a prévia de novo pelo painel da loja.',
  expired: 'A prévia da loja terminou. Abra a prévia de novo pelo painel da loja.',
} as const;
