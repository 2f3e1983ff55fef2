import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, applied to code that is not on disk: each case is a
// file some newcomer could add tomorrow.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['apps/api/src/features/x.ts', "import { createApiClient } from '@vitrine/api-client/client';"],
    ['apps/api/test/x.test.ts', "import { getCart } from '@vitrine/api-client/get-cart';"],
    ['apps/api/src/x.ts', "import { Button } from '@vitrine/ui/button';"],
    ['packages/ui/src/x.tsx', "import { getCart } from '@vitrine/api-client/get-cart';"],
    ['packages/contract/src/x.ts', "import ky from 'ky';"],
    ['packages/contract/src/x.ts', "import { z } from 'zod';"],
    ['packages/contract/src/x.ts', "import { createApiClient } from '@vitrine/api-client/client';"],
    ['packages/domain/src/x.ts', "import { cartSchema } from '@vitrine/contract/cart';"],
    ['packages/api-client/src/x.ts', "import { createApp } from '@vitrine/api/app';"],
    ['apps/storefront/src/x.ts', "import { createApp } from '@vitrine/api/app';"],
  ])('refuses %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/x.ts', "import { cartSchema } from '@vitrine/contract/cart';"],
    ['packages/contract/src/x.ts', "import { z } from './zod.ts';"],
    ['packages/contract/src/zod.ts', "import { z } from 'zod';"],
    ['packages/api-client/src/x.ts', "import { cartSchema } from '@vitrine/contract/cart';"],
    ['packages/ui/src/x.tsx', "import { formatBRL } from '@vitrine/domain/money';"],
    ['apps/storefront/src/x.ts', "import { getCart } from '@vitrine/api-client/get-cart';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
