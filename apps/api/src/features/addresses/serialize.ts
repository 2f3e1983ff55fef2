import type { AddressRow } from './reads.ts';

export function toAddress(row: AddressRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    zip_code: row.zipCode,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    is_default: row.isDefault,
  };
}
