// Minimal stand-in so the payment settings' "Testar conexão" typechecks on its own branch; the
// Mercado Pago adapter's own check.ts (same signature) replaces it at merge.

export type MercadoPagoCheck =
  | { ok: true; account: { id: number | string; nickname: string } }
  | {
      ok: false;
      reason: 'unauthorized' | 'timeout' | 'unavailable';
      message: string;
    };

/**
 * Whether an access token opens a Mercado Pago account: `GET {baseUrl}/users/me` with the
 * Bearer token, within `timeoutMs`. Never logs or answers the token.
 */
export async function checkMercadoPagoCredentials(options: {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}): Promise<MercadoPagoCheck> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/users/me`, {
      headers: { authorization: `Bearer ${options.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? { ok: false, reason: 'timeout', message: 'O Mercado Pago não respondeu a tempo.' }
      : { ok: false, reason: 'unavailable', message: 'O Mercado Pago está indisponível.' };
  }
  if (response.status === 401 || response.status === 403) {
    return { ok: false, reason: 'unauthorized', message: 'O Mercado Pago recusou o access token.' };
  }
  if (!response.ok) {
    return { ok: false, reason: 'unavailable', message: 'O Mercado Pago está indisponível.' };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: number | string;
    nickname?: string;
  } | null;
  if (!body || body.id === undefined) {
    return {
      ok: false,
      reason: 'unavailable',
      message: 'O Mercado Pago respondeu algo inesperado.',
    };
  }
  return { ok: true, account: { id: body.id, nickname: body.nickname ?? '' } };
}
