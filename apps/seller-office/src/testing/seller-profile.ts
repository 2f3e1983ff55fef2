import type { SellerProfile } from '@vitrine/contract/sellers';
import type { SellerRole } from '@vitrine/domain/seller-roles';

/** GET /sellers/me as the API answers it, for a seller of `role`. */
export function sellerProfileFixture(role: SellerRole): SellerProfile {
  return {
    _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d10',
    email: 'renata.alves@loja-aurora.exemplo.com.br',
    first_name: 'Renata',
    last_name: 'Alves',
    store_id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d11',
    phone: null,
    role,
    two_factor_setup_required: false,
    store_suspension: null,
  };
}
