import type { OperatorStore } from '@vitrine/contract/operators';
import type { AppDeps } from '../../http/context.ts';
import { readChecklist } from '../store-life/reads.ts';
import { toChecklist } from '../store-life/serialize.ts';
import type { readStore } from './reads.ts';
import { toStoreRow } from './reads.ts';

type Found = NonNullable<Awaited<ReturnType<typeof readStore>>>;

/** A store as the console's page shows it. */
export async function storeView(
  deps: Pick<AppDeps, 'db' | 'config'>,
  found: Found,
): Promise<OperatorStore> {
  const { row, owners, teamSize, domains, actions } = found;
  const checklist = toChecklist(await readChecklist(deps.db, row.store.id));
  return {
    ...toStoreRow(row),
    owners: owners.map((owner) => ({
      name: `${owner.firstName} ${owner.lastName}`.trim(),
      email: owner.email,
      phone: owner.phone,
      two_factor: owner.twoFactor,
    })),
    team_size: teamSize,
    domains: domains.map((domain) => ({
      domain: domain.domain,
      status: domain.status as OperatorStore['domains'][number]['status'],
      primary: row.store.primaryHost === domain.domain,
    })),
    checklist: checklist.steps,
    actions: actions.map((action) => ({
      _id: action.id,
      action: action.action as 'suspend' | 'reactivate',
      operator_name: action.firstName
        ? `${action.firstName} ${action.lastName ?? ''}`.trim()
        : null,
      reason: action.reason,
      created_at: action.createdAt.toISOString(),
    })),
    limits: {
      products: deps.config.STORE_MAX_PRODUCTS,
      image_bytes: deps.config.STORE_MAX_IMAGE_BYTES,
      team: deps.config.STORE_MAX_SELLERS,
    },
  };
}
