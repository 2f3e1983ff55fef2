import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the point: zod used directly gets pt-BR too.
import { z as plainZod } from 'zod';
// Only a contract module, never ./zod.ts itself: a consumer gets the pt-BR locale for free.
import { addToCartBodySchema } from './cart.ts';
import { searchQuerySchema } from './catalog.ts';

const valid = { qnt: 1, code: 'AUR-0001', variation: 'AUR-0001-01', store_id: 'loja' };

describe("zod's own messages under the contract", () => {
  it.each([
    [{ ...valid, code: 7 }, 'code', 'Entrada inválida: esperava um texto, recebeu um número'],
    [
      { ...valid, store_id: undefined },
      'store_id',
      'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
    ],
    [
      { ...valid, variation: '' },
      'variation',
      'Pequeno demais: esperava que o texto tivesse >= 1 caracteres',
    ],
  ])('words a failure the contract does not word itself in pt-BR (%j)', (input, path, message) => {
    const result = addToCartBodySchema.safeParse(input);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });

  it("keeps the contract's own wording where it has one", () => {
    const result = addToCartBodySchema.safeParse({ ...valid, qnt: 0 });
    expect(result.error?.issues[0]?.message).toBe('A quantidade mínima é 1.');
  });

  it('reaches every schema of the zod instance, not only the contract’s', () => {
    expect(plainZod.boolean().safeParse('sim').error?.issues[0]?.message).toBe(
      'Entrada inválida: esperava um valor booleano, recebeu um texto',
    );
    expect(searchQuerySchema.safeParse({ q: 'x', sort: 'barato' }).error?.issues[0]?.message).toBe(
      'Opção inválida: esperava uma das seguintes opções: "relevance"|"price_asc"|"price_desc"|"newest"',
    );
  });
});
