import { describe, expect, it } from 'vitest';
import { roleMayUse, SELLER_ROLES, type OfficeArea } from './seller-roles.ts';

const AREAS: OfficeArea[] = ['sales', 'catalog', 'settings', 'coupons', 'history', 'team', 'store'];

describe('roleMayUse', () => {
  it("gives the owner everything, the administrator all but the team and the store's life, sales only sales", () => {
    const table = Object.fromEntries(
      SELLER_ROLES.map((role) => [role, AREAS.filter((area) => roleMayUse(role, area))]),
    );
    expect(table).toEqual({
      owner: ['sales', 'catalog', 'settings', 'coupons', 'history', 'team', 'store'],
      admin: ['sales', 'catalog', 'settings', 'coupons', 'history'],
      sales: ['sales'],
    });
  });
});
