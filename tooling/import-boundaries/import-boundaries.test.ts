import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, applied to code that is not on disk: each case is a
// file some newcomer could add tomorrow.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''),
    )
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
    ['apps/storefront/src/features/cart/x.ts', "import { createApp } from '@vitrine/api/app';"],
    // A feature never imports another feature, from any depth, statically or not.
    [
      'apps/storefront/src/features/account/x.ts',
      "import { notify } from '../checkout/notify.ts';",
    ],
    [
      'apps/storefront/src/features/account/components/x.tsx',
      "import { CopyButton } from '../../checkout/components/copy-button.tsx';",
    ],
    [
      'apps/storefront/src/features/checkout/components/a/b/x.tsx',
      "import type { Cart } from '../../../../cart/api/cart-query.ts';",
    ],
    [
      'apps/storefront/src/features/auth/api/x.ts',
      "export { useAddToCart } from '../../../features/cart/api/use-add-to-cart.ts';",
    ],
    [
      'apps/storefront/src/features/auth/api/x.ts',
      "export const load = () => import('../../cart/state/pending-product.ts');",
    ],
    [
      'apps/seller-office/src/features/sales/screens/x.tsx',
      "import { formatDay } from '../../home/format.ts';",
    ],
    // An API feature imports another only along API_FEATURE_EDGES, from any depth, statically or
    // not; lib/, http/ and db/ run no feature's code.
    [
      'apps/api/src/features/sales/x.ts',
      "import { placeOrder } from '../checkout/place-order.ts';",
    ],
    ['apps/api/src/features/orders/x.ts', "import { refundsOf } from '../refunds/ledger.ts';"],
    [
      'apps/api/src/features/email/x.ts',
      "import { loadOrderDetail } from '../orders/serialize.ts';",
    ],
    [
      'apps/api/src/features/payments/pix-api/x.ts',
      "import { sendRefund } from '../../refunds/send.ts';",
    ],
    [
      'apps/api/src/features/cart/x.ts',
      "import { saveProduct } from '../../features/catalog-office/product-writes.ts';",
    ],
    [
      'apps/api/src/features/coupons/x.ts',
      "export const load = () => import('../checkout/place-order.ts');",
    ],
    ['apps/api/src/features/not-yet-listed/x.ts', "import { x } from '../orders/x.ts';"],
    ['apps/api/src/lib/x.ts', "import { loadOrderDetail } from '../features/orders/serialize.ts';"],
    ['apps/api/src/http/x.ts', "import { queueOrderEmails } from '../features/orders/emails.ts';"],
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
    // What features share comes from the app's shared folder; a feature's own files are its own.
    [
      'apps/storefront/src/features/account/components/x.tsx',
      "import { notify } from '../../../shared/notify.ts';",
    ],
    [
      'apps/storefront/src/features/auth/api/x.ts',
      "export const load = () => import('../../../shared/add-to-cart/pending-product.ts');",
    ],
    [
      'apps/storefront/src/features/checkout/components/a/b/x.tsx',
      "import { addressesKey } from '../../../api/queries.ts';",
    ],
    [
      'apps/storefront/src/features/account/components/x.tsx',
      "import { useBrowserApi } from '../../../lib/api-context.tsx';",
    ],
    ['apps/storefront/src/features/account/x.ts', "import { t } from './messages.ts';"],
    ['apps/seller-office/src/features/sales/screens/x.tsx', "import { t } from '../messages.ts';"],
    // The API's real domain edges, and what every feature shares.
    ['apps/api/src/features/checkout/x.ts', "import { cartLines } from '../cart/reads.ts';"],
    [
      'apps/api/src/features/payments/pix-api/x.ts',
      "import { OrderRow } from '../../orders/serialize.ts';",
    ],
    ['apps/api/src/features/sales/x.ts', "import { requireSeller } from '../../http/auth.ts';"],
    ['apps/api/src/features/sales/x.ts', "import { actorOf } from '../../lib/audit.ts';"],
    [
      'apps/api/src/features/payments/x.ts',
      "import { createPixApiClient } from './pix-api/client.ts';",
    ],
    ['apps/api/src/http/x.ts', "import type { Mailer } from '../features/email/mailer.ts';"],
    // The app puts features together.
    [
      'apps/storefront/src/app/x.tsx',
      "import { CartLink } from '../features/cart/components/cart-link.tsx';",
    ],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  describe('API_FEATURE_EDGES', () => {
    // The config is plain JavaScript: a path held in a variable keeps tsc from asking its types.
    const configPath = new URL('../../eslint.config.js', import.meta.url).href;
    const featureEdges = async (): Promise<Record<string, string[]>> =>
      ((await import(configPath)) as { API_FEATURE_EDGES: Record<string, string[]> })
        .API_FEATURE_EDGES;

    it('names only features that exist', async () => {
      const features = new Set(readdirSync(`${root}/apps/api/src/features`));
      const named = Object.entries(await featureEdges()).flatMap(([from, to]) => [from, ...to]);
      expect(named.filter((name) => !features.has(name))).toEqual([]);
    });

    it('has no cycle: no feature depends on itself through others', async () => {
      const edges = await featureEdges();
      const cycles: string[] = [];
      const visit = (feature: string, path: string[]) => {
        if (path.includes(feature)) {
          cycles.push([...path.slice(path.indexOf(feature)), feature].join(' → '));
          return;
        }
        for (const next of edges[feature] ?? []) visit(next, [...path, feature]);
      };
      for (const feature of Object.keys(edges)) visit(feature, []);
      expect([...new Set(cycles)]).toEqual([]);
    });
  });
});
