import { createMercadoPagoClient } from './client.ts';

export type CredentialsCheck =
  | { ok: true; account: { id: string; nickname: string | null } }
  | { ok: false; reason: 'timeout' | 'unavailable' | 'refused'; message: string };

/**
 * "Testar conexão": asks GET /users/me with the access token given, so a seller learns at once
 * whether it opens a Mercado Pago account (and which one). Nothing is charged or kept; the token
 * is never in the answer.
 */
export async function checkMercadoPagoCredentials(options: {
  baseUrl?: string;
  accessToken: string;
  timeoutMs?: number;
}): Promise<CredentialsCheck> {
  if (!options.accessToken.trim()) {
    return { ok: false, reason: 'refused', message: 'Informe o access token do Mercado Pago.' };
  }
  const result = await createMercadoPagoClient(options).me();
  if (result.ok) {
    return {
      ok: true,
      account: { id: result.user.id, nickname: result.user.nickname ?? null },
    };
  }
  if (result.kind === 'timeout') {
    return {
      ok: false,
      reason: 'timeout',
      message: 'O Mercado Pago não respondeu a tempo. Tente novamente em instantes.',
    };
  }
  if (result.kind === 'unavailable') {
    return {
      ok: false,
      reason: 'unavailable',
      message: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes.',
    };
  }
  return {
    ok: false,
    reason: 'refused',
    message:
      result.status === 401 || result.status === 403
        ? 'O Mercado Pago recusou o access token. Confira se copiou o token de produção inteiro.'
        : 'O Mercado Pago recusou a consulta da conta com este access token.',
  };
}
