import { stateOfCep } from '@vitrine/domain/cep-ranges';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.ts';
import type { AppDeps } from '../../http/context.ts';
import { cepCache } from '../../db/schema/index.ts';
import type { OutsideResult } from '../../lib/outside/failure.ts';
import type { CepAddress } from './provider.ts';

const DAY = 24 * 60 * 60 * 1000;
/** CEPs rarely move; "does not exist" is kept shorter, new CEPs do appear. */
const FOUND_TTL_MS = 30 * DAY;
const NOT_FOUND_TTL_MS = DAY;

/** Prepared: one every freight quote and order. */
const cachedCep = preparedQuery((db) =>
  db
    .select()
    .from(cepCache)
    .where(eq(cepCache.cep, sql.placeholder('cep')))
    .prepare('cep_cached'),
);

/**
 * The cache first (cep_cache), then the provider; the answer, found or not, is cached. A CEP in
 * no state's range (00000-000, 10xxx…) does not exist: null without asking anyone, so it reads
 * "CEP não encontrado" even while the service is down.
 */
export async function lookupCep(
  deps: AppDeps,
  cep: string,
): Promise<OutsideResult<{ address: CepAddress | null }>> {
  if (stateOfCep(cep) === null) return { ok: true, address: null };
  const now = deps.now();
  const [cached] = await cachedCep(deps.db).execute({ cep });
  // A found address cached before the IBGE code was kept (no `municipality_code`) is asked
  // again: an NF-e's address needs it.
  if (cached && (cached.address === null || cached.address.municipality_code !== undefined)) {
    const ttl = cached.address ? FOUND_TTL_MS : NOT_FOUND_TTL_MS;
    if (now.getTime() - cached.fetchedAt.getTime() < ttl)
      return { ok: true, address: cached.address };
  }
  const found = await deps.cep.lookup(cep);
  if (!found.ok) return found;
  const { address } = found;
  await deps.db
    .insert(cepCache)
    .values({ cep, address, fetchedAt: now })
    .onConflictDoUpdate({ target: cepCache.cep, set: { address, fetchedAt: now } });
  return found;
}
