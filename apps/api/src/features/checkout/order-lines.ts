import type { BuyerCompany } from '@vitrine/contract/fiscal-codes';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cepCache } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findAddress } from '../addresses/reads.ts';
import { toAddress } from '../addresses/serialize.ts';
import type { CartLine } from '../cart/reads.ts';

// The parts of an order copied at checkout: the delivery address and each line, at the price
// charged. Later edits to the address book or the catalog never rewrite an order.

export async function shippingAddress(
  tx: Database,
  owner: { storeId: string; customerId: string },
  addressId: string | undefined,
) {
  if (!addressId) throw badRequest('address_required', 'Escolha o endereço de entrega.');
  // Only the customer's own address: another customer's id is just "not found".
  const row = await findAddress(tx, owner, addressId);
  if (!row) throw notFound('Endereço não encontrado.', 'address_not_found');
  // The address as the customer sees it, less what only the address book needs.
  const { id: _id, is_default: _isDefault, ...snapshot } = toAddress(row);
  const municipalityCode = await municipalityCodeOf(tx, snapshot);
  return municipalityCode ? { ...snapshot, municipality_code: municipalityCode } : snapshot;
}

// Made once: localeCompare with a locale and options builds ICU's collator on every call.
const BY_BASE_LETTERS = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const sameName = (a: string, b: string) => BY_BASE_LETTERS.compare(a, b) === 0;

/**
 * The IBGE code of the address's municipality, as the CEP lookup the address form made left it
 * in cep_cache (an NF-e names the recipient's municipality by it); null when that lookup did not
 * say it, or said another city than the address names (the shopper changed it by hand). Read
 * from the cache only: placing an order calls no CEP service.
 */
async function municipalityCodeOf(
  tx: Database,
  address: { zip_code: string; city: string; state: string },
): Promise<string | null> {
  const [cached] = await tx
    .select({ address: cepCache.address })
    .from(cepCache)
    .where(eq(cepCache.cep, address.zip_code.replace(/\D/g, '')));
  const found = cached?.address;
  if (!found?.municipality_code) return null;
  return found.state === address.state && sameName(found.city, address.city)
    ? found.municipality_code
    : null;
}

export const itemName = (line: CartLine) =>
  line.variation.name ? `${line.product.name} (${line.variation.name})` : line.product.name;

export function snapshot(orderId: string, line: CartLine) {
  return {
    orderId,
    productId: line.product.id,
    variationId: line.variation.id,
    kind: line.product.kind,
    productCode: line.product.code,
    variationCode: line.variation.code,
    name: line.product.name,
    variationName: line.variation.name,
    image: line.variation.images[0] ?? line.product.images[0] ?? null,
    unitPriceCents: line.variation.priceCents,
    quantity: line.quantity,
    totalCents: line.variation.priceCents * line.quantity,
  };
}

/**
 * A company buyer as the order keeps it (the NF-e's recipient): CNPJ, razão social, ICMS
 * standing and, for a contribuinte, its IE; all null for a person's purchase.
 */
export function buyerCompanyColumns(company: BuyerCompany | undefined) {
  return {
    customerCnpj: company?.cnpj ?? null,
    customerLegalName: company?.legal_name ?? null,
    customerIeKind: company?.ie_kind ?? null,
    customerStateRegistration:
      company?.ie_kind === 'contribuinte' ? company.state_registration : null,
  };
}
