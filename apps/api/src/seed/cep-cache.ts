import type { Database } from '../db/client.ts';
import { cepCache, type CachedCepAddress } from '../db/schema/index.ts';

/**
 * CEPs the demo answers without ViaCEP (so the demo works offline), as ViaCEP answers
 * them. The demo customers' addresses use them.
 */
export const DEMO_CEPS: Record<string, CachedCepAddress> = {
  '01001000': {
    street: 'Praça da Sé',
    complement: 'lado ímpar',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    municipality_code: '3550308',
  },
  '01310100': {
    street: 'Avenida Paulista',
    complement: 'de 612 a 1510 - lado par',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    municipality_code: '3550308',
  },
  '04538133': {
    street: 'Avenida Brigadeiro Faria Lima',
    complement: '',
    neighborhood: 'Itaim Bibi',
    city: 'São Paulo',
    state: 'SP',
    municipality_code: '3550308',
  },
  '70150900': {
    street: 'Praça dos Três Poderes',
    complement: '',
    neighborhood: 'Zona Cívico-Administrativa',
    city: 'Brasília',
    state: 'DF',
    municipality_code: '5300108',
  },
};

export async function seedCepCache(db: Database, now: Date): Promise<void> {
  await db
    .insert(cepCache)
    .values(Object.entries(DEMO_CEPS).map(([cep, address]) => ({ cep, address, fetchedAt: now })))
    .onConflictDoNothing();
}
