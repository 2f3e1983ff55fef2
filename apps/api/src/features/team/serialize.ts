import type { TeamMember } from '@vitrine/contract/team';
import type { SellerRow } from './reads.ts';

// The snapshot of a seller the audit log keeps (no password hash, no phone: who the person was
// and what they could do), and the team's answer.

export function sellerSnapshot(row: SellerRow): Record<string, unknown> {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
  };
}

/** `twoFactor`: the seller signs in with two-step verification. */
export function toTeamMember(row: SellerRow, meId: string, twoFactor: boolean): TeamMember {
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.passwordHash ? 'active' : 'invited',
    is_me: row.id === meId,
    created_at: row.createdAt.toISOString(),
    two_factor: twoFactor,
  };
}
