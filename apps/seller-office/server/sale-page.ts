import { STORE_HEADER } from '@vitrine/contract/headers';

const SALE_PAGE = /^\/vendedor\/minha-conta\/minhas-vendas\/([^/]+)\/?$/;

/** The sale code a sale detail page names (spec §2 minhas-vendas/{code}), or null. */
export function saleCodeOf(path: string): string | null {
  const match = SALE_PAGE.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!; // a malformed escape: the API will not know that code either
  }
}

/**
 * Whether the API, asked with the seller's own session on this host's store, says the sale
 * does not exist — another store's code or none at all (GET /sales/{code} answers 404 for
 * both). Only a 404 counts: an API that is slow or down leaves the page to the app, which
 * shows its own error, rather than calling a real sale missing.
 */
export async function saleIsMissing(call: {
  apiUrl: string;
  storeId: string;
  token: string;
  code: string;
}): Promise<boolean> {
  try {
    const response = await fetch(
      `${call.apiUrl.replace(/\/+$/, '')}/sales/${encodeURIComponent(call.code)}`,
      {
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${call.token}`,
          [STORE_HEADER]: call.storeId,
        },
        signal: AbortSignal.timeout(5_000),
      },
    );
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}
