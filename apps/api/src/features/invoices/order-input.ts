import { checkNfeInput, type NfeInputProblem } from '@vitrine/domain/fiscal/nfe-check';
import type {
  BuyerStateRegistration,
  NfeInput,
  NfeItem,
  NfePayment,
  TaxRegime,
} from '@vitrine/domain/fiscal/nfe-input';
import { STATE_SIGLAS, type StateSigla } from '@vitrine/domain/states';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  fiscalSettings,
  orderItems,
  orders,
  products,
  stores,
} from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type SettingsRow = typeof fiscalSettings.$inferSelect;

/** What issuing an order's note needs besides the note itself: the store's company at the provider. */
export type InvoiceRequest = {
  order: OrderRow;
  settings: SettingsRow;
  input: NfeInput;
};

/** Why an order's note cannot be sent as it is, in pt-BR for the seller: what to fix, and where. */
export type InvoiceBlock = { problems: string[] };

const REGIMES: Record<string, TaxRegime> = {
  simples_nacional: 'simples_nacional',
  mei: 'mei',
  lucro_presumido: 'normal',
  lucro_real: 'normal',
};

const isSigla = (value: string): value is StateSigla =>
  (STATE_SIGLAS as readonly string[]).includes(value);

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * An order's NF-e in Vitrine's terms (@vitrine/domain's NfeInput), read from the order as it was
 * placed (its lines, its delivery address with the municipality's IBGE code, the buyer's CPF or
 * company), the products' fiscal data as they are now (NCM, origem, CEST, their own codes), the
 * store's legal data and fiscal settings. Goods only: a service is not on an NF-e model 55, and
 * an order of services alone has no note (null). The note's total is what the goods cost with
 * their discounts and the freight; interest of a card's instalments is the financing's, not the
 * goods'. What SEFAZ would refuse and the seller can fix before sending is an InvoiceBlock.
 */
export async function invoiceRequestOf(
  db: Database,
  orderId: string,
  now: Date,
): Promise<InvoiceRequest | InvoiceBlock | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [[store], [settings], [customer], lines] = await Promise.all([
    db.select().from(stores).where(eq(stores.id, order.storeId)),
    db.select().from(fiscalSettings).where(eq(fiscalSettings.storeId, order.storeId)),
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
  ]);
  if (!store || !settings || !customer) return null;
  const goods = lines.filter((line) => line.kind === 'product');
  if (goods.length === 0) return null;
  const productIds = goods.flatMap((line) => (line.productId ? [line.productId] : []));
  const fiscal = new Map(
    (productIds.length
      ? await db.select().from(products).where(inArray(products.id, productIds))
      : []
    ).map((product) => [product.id, product]),
  );

  const problems: string[] = [];
  const issuerUf = store.state ?? '';
  const address = order.address;
  if (!isSigla(issuerUf)) problems.push('A UF da loja não está nos Dados legais.');
  if (!address || !isSigla(address.state)) {
    problems.push('O pedido não tem endereço de entrega com UF.');
  } else if (!address.municipality_code) {
    problems.push(
      `O endereço de entrega não tem o código IBGE do município (${address.city}/${address.state}): confira o CEP ${address.zip_code}.`,
    );
  }
  for (const line of goods) {
    const product = line.productId ? fiscal.get(line.productId) : undefined;
    if (!product?.ncm) problems.push(`${line.name}: informe o NCM do produto.`);
  }
  if (problems.length > 0 || !address || !isSigla(issuerUf) || !isSigla(address.state)) {
    return { problems };
  }

  const regime = REGIMES[settings.regime] ?? 'simples_nacional';
  const csosn = regime === 'simples_nacional' || regime === 'mei';
  const items: NfeItem[] = goods.map((line) => {
    const product = fiscal.get(line.productId!)!;
    const icmsCode = product.fiscalIcmsCode ?? settings.icmsCode;
    return {
      sku: line.variationCode || line.productCode,
      name: line.variationName ? `${line.name} ${line.variationName}` : line.name,
      ncm: product.ncm,
      origin: product.origin,
      ...(product.cest ? { cest: product.cest } : {}),
      ...(product.fiscalCfop
        ? {
            cfops: {
              inState: `5${product.fiscalCfop.slice(1)}`,
              interstate: `6${product.fiscalCfop.slice(1)}`,
            },
          }
        : {}),
      icms: csosn ? { csosn: icmsCode } : { cst: icmsCode },
      pisCst: product.fiscalPisCst ?? settings.pisCst,
      cofinsCst: product.fiscalCofinsCst ?? settings.cofinsCst,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    };
  });

  // The order's discounts fall on its goods in proportion when it also sold services.
  const goodsCents = goods.reduce((sum, line) => sum + line.totalCents, 0);
  const orderDiscount = order.couponDiscountCents + order.discountCents;
  const discountCents =
    goodsCents === order.subtotalCents
      ? orderDiscount
      : Math.round((orderDiscount * goodsCents) / Math.max(order.subtotalCents, 1));
  const freightCents = order.shippingCents;
  const totalCents = goodsCents - discountCents + freightCents;
  const payment: NfePayment =
    order.paymentMethod === 'card'
      ? { method: 'credit_card', amountCents: totalCents }
      : { method: order.paymentMethod === 'pix' ? 'pix' : 'boleto', amountCents: totalCents };

  const company = order.customerCnpj
    ? {
        document: { kind: 'cnpj' as const, number: order.customerCnpj },
        stateRegistration: buyerRegistration(order),
      }
    : { document: { kind: 'cpf' as const, number: digits(order.customerCpf ?? customer.cpf) } };

  const input: NfeInput = {
    orderCode: order.code,
    issuedAt: now,
    issuer: {
      cnpj: digits(store.cnpj),
      stateRegistration: settings.stateRegistrationExempt ? 'ISENTO' : settings.stateRegistration,
      legalName: store.legalName ?? store.name,
      tradeName: store.name,
      regime,
      ...(store.phone ? { phone: digits(store.phone) } : {}),
      address: {
        street: settings.addressStreet,
        number: settings.addressNumber,
        ...(settings.addressComplement ? { complement: settings.addressComplement } : {}),
        district: settings.addressDistrict,
        city: store.city ?? '',
        cityIbgeCode: settings.municipalityCode,
        uf: issuerUf,
        cep: digits(store.zipCode),
      },
    },
    buyer: {
      name: order.customerLegalName ?? `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      ...company,
      address: {
        street: address.street,
        number: address.number,
        ...(address.complement ? { complement: address.complement } : {}),
        district: address.neighborhood,
        city: address.city,
        cityIbgeCode: address.municipality_code!,
        uf: address.state,
        cep: digits(address.zip_code),
      },
    },
    saleKind: { inState: settings.cfopSameState, interstate: settings.cfopOtherState },
    items,
    discountCents,
    freightCents,
    totalCents,
    payments: [payment],
    freightMode: order.shippingCents > 0 || order.freightKind ? 0 : 9,
  };
  const refused = checkNfeInput(input);
  if (refused.length > 0)
    return { problems: refused.map((problem) => problemText(problem, input)) };
  return { order, settings, input };
}

function buyerRegistration(order: OrderRow): BuyerStateRegistration {
  if (order.customerIeKind === 'contribuinte' && order.customerStateRegistration) {
    return { kind: 'contributor', number: order.customerStateRegistration };
  }
  if (order.customerIeKind === 'isento') return { kind: 'exempt' };
  return { kind: 'non_contributor' };
}

/** A problem the domain's check found, as the seller reads it. */
function problemText(problem: NfeInputProblem, input: NfeInput): string {
  const item = 'item' in problem ? input.items[problem.item]?.name : undefined;
  switch (problem.code) {
    case 'issuer_cnpj':
      return 'O CNPJ da loja (Dados legais) não é válido.';
    case 'issuer_state_registration':
      return 'Informe a inscrição estadual da loja em Configurações → Notas fiscais.';
    case 'issuer_city_code':
      return 'O código IBGE do município da loja não confere com a UF (Configurações → Notas fiscais).';
    case 'buyer_city_code':
      return 'O código IBGE do município de entrega não confere com a UF do endereço.';
    case 'buyer_document':
      return 'O CPF ou CNPJ do comprador não é válido.';
    case 'no_items':
      return 'O pedido não tem produtos para a nota.';
    case 'ncm':
      return `${item}: o NCM precisa ter 8 dígitos.`;
    case 'cfop':
      return `${item}: o CFOP não serve para o destino da entrega.`;
    case 'tax_code':
      return `${item}: o código de tributação do ICMS não serve para o regime da loja.`;
    case 'quantity':
      return `${item}: a quantidade precisa ser maior que zero.`;
    case 'totals':
    case 'payments':
      return 'Os valores da nota não fecham com o total do pedido.';
  }
}
