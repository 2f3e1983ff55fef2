import type { Database } from '../src/db/client.ts';
import {
  categories,
  products,
  productVariations,
  sellers,
  storeHosts,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-office-seed.ts';

// bench:catalog's store: `count` products of 4 variations each (Cor × Tamanho) in 20
// categories under 4 departments, most active, some drafts and archived, a few low or sold out;
// bulk-inserted 1,000 products a statement. The store answers on `host` and has one seller.

const NOUNS = ['Camiseta', 'Calça', 'Vestido', 'Tênis', 'Bolsa', 'Caneca', 'Vaso', 'Luminária'];
const STYLES = ['Básica', 'Listrada', 'Estampada', 'Clássica', 'Moderna', 'Rústica', 'Slim'];
const COLORS = ['Azul', 'Verde', 'Preto', 'Areia'];
const SIZES = ['P', 'M'];

export const BENCH_SELLER = { email: 'vendedor@bench-catalogo.test', password: 'Vendedor@123' };

export async function seedCatalogStore(db: Database, count: number, host: string) {
  const storeId = await createBenchStore(db);
  await db.insert(storeHosts).values({ host, storeId });
  await db.insert(sellers).values({
    storeId,
    email: BENCH_SELLER.email,
    firstName: 'Camila',
    lastName: 'Rocha',
    role: 'owner',
    passwordHash: await hashPassword(BENCH_SELLER.password),
  });
  const departments = await db
    .insert(categories)
    .values(
      ['Moda', 'Calçados', 'Casa', 'Acessórios'].map((name, position) => ({
        storeId,
        kind: 'product' as const,
        name,
        slug: `d-${position}`,
        position,
      })),
    )
    .returning();
  const leaves = await db
    .insert(categories)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        storeId,
        kind: 'product' as const,
        name: `Categoria ${i + 1}`,
        slug: `c-${i + 1}`,
        parentId: departments[i % departments.length]!.id,
        position: Math.floor(i / departments.length),
      })),
    )
    .returning();
  const skus: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    const rows = await db
      .insert(products)
      .values(
        batch.map((i) => {
          const name = `${NOUNS[i % NOUNS.length]} ${STYLES[(i >> 3) % STYLES.length]} ${i + 1}`;
          return {
            storeId,
            kind: 'product' as const,
            code: `BC-${i + 1}`,
            slug: `produto-bench-${i + 1}`,
            name,
            categoryId: leaves[i % leaves.length]!.id,
            status:
              i % 10 === 0
                ? ('draft' as const)
                : i % 25 === 0
                  ? ('archived' as const)
                  : ('active' as const),
            images: [{ src: `products/bench-${i % 50}.svg`, width: 800, height: 800, alt: name }],
            options: [
              { name: 'Cor', values: COLORS.slice(0, 2) },
              { name: 'Tamanho', values: SIZES },
            ],
            updatedAt: new Date(Date.now() - i * 60_000),
          };
        }),
      )
      .returning({ id: products.id, code: products.code });
    await db.insert(productVariations).values(
      rows.flatMap((row, k) =>
        COLORS.slice(0, 2).flatMap((cor, c) =>
          SIZES.map((tamanho, s) => {
            const i = start + k;
            const position = c * SIZES.length + s;
            const code = `${row.code}-${position + 1}`;
            if (k === 0) skus.push(code);
            return {
              storeId,
              productId: row.id,
              code,
              name: `${cor} / ${tamanho}`,
              options: { Cor: cor, Tamanho: tamanho },
              priceCents: 2990 + (i % 200) * 100 + s * 500,
              stock: i % 37 === 0 ? 0 : i % 11 === 0 ? 2 : 10 + ((i + position) % 40),
              weightGrams: 300,
              position,
            };
          }),
        ),
      ),
    );
  }
  return { storeId, categoryId: leaves[3]!.id, skus };
}
