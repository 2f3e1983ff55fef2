import type { Sale } from '@vitrine/contract/sales';
import { formatCnpj } from '@vitrine/domain/cnpj';
import { formatDateTime, formatDay } from '@vitrine/domain/dates';
import { applyMask, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { formatBRL } from '@vitrine/domain/money';
import { OrderAddress, OrderFreightLine } from '@vitrine/ui/order-address';
import { OrderSums } from '@vitrine/ui/order-sums';
import { OrderTimeline } from '@vitrine/ui/order-timeline';
import { PAYMENT_METHOD_LABELS } from '@vitrine/contract/orders';
import { WHATSAPP_MESSAGE_STATUS_LABELS, WHATSAPP_UPDATE_LABELS } from '@vitrine/contract/whatsapp';
import { detailMessages as t } from '../messages.ts';

/** A titled card of the sale detail; its heading names the region. */
function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="office-card sale-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SaleItems({ sale }: { sale: Sale }) {
  return (
    <Section id="sale-items" title={t.items}>
      {/* A phone scrolls the items sideways (five columns); the region takes focus so a
          keyboard can too. */}
      <div
        className="sales-table__scroll office-scroll-x"
        role="region"
        aria-label={t.itemsTable}
        tabIndex={0}
      >
        <table className="sale-items">
          <caption className="sale-items__caption">{t.items}</caption>
          <thead>
            <tr>
              <th scope="col">{t.item}</th>
              <th scope="col">{t.variation}</th>
              <th scope="col" className="sales-table__number">
                {t.quantity}
              </th>
              <th scope="col" className="sales-table__number">
                {t.unitPrice}
              </th>
              <th scope="col" className="sales-table__number">
                {t.itemTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.items.map((item) => (
              <tr key={item.variation}>
                <th scope="row">{item.name}</th>
                <td>{item.variation_name}</td>
                <td className="sales-table__number">{item.qnt}</td>
                <td className="sales-table__number">{formatBRL(item.unit_price)}</td>
                <td className="sales-table__number">{formatBRL(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderSums order={sale} className="sale-sums" />
    </Section>
  );
}

export function SaleBuyer({ sale }: { sale: Sale }) {
  const { customer, address } = sale;
  return (
    <Section id="sale-buyer" title={t.buyer}>
      <p className="sale-buyer__name">
        {customer.first_name} {customer.last_name}
      </p>
      <dl className="sale-facts">
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{customer.phone ? applyMask(customer.phone, PHONE_MASKS) : t.notInformed}</dd>
        </div>
        <div>
          <dt>{t.cpf}</dt>
          <dd>{customer.cpf ? applyMask(customer.cpf, CPF_MASK) : t.notInformed}</dd>
        </div>
      </dl>
      {sale.customer_company && <SaleCompany company={sale.customer_company} />}
      {sale.whatsapp && <SaleWhatsapp whatsapp={sale.whatsapp} />}
      <h3>{t.address}</h3>
      {address ? <OrderAddress address={address} /> : <p>{t.noAddress}</p>}
      <OrderFreightLine freight={sale.freight} />
    </Section>
  );
}

/**
 * The shopper asked at checkout for this order's updates by WhatsApp (besides the e-mails):
 * the number, and how each message went (Meta's words when one failed).
 */
function SaleWhatsapp({ whatsapp }: { whatsapp: NonNullable<Sale['whatsapp']> }) {
  return (
    <>
      <h3>{t.whatsapp}</h3>
      <p>
        {t.whatsappNumber(
          applyMask(whatsapp.number, PHONE_MASKS),
          formatDateTime(whatsapp.opted_in_at),
        )}
      </p>
      {whatsapp.messages.length === 0 ? (
        <p>{t.whatsappNone}</p>
      ) : (
        <ul className="sale-whatsapp">
          {whatsapp.messages.map((message) => (
            <li key={message.kind}>
              {t.whatsappMessage(
                WHATSAPP_UPDATE_LABELS[message.kind],
                WHATSAPP_MESSAGE_STATUS_LABELS[message.status],
              )}
              {message.error && <span className="sale-whatsapp__error"> — {message.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The company the sale was bought as: the NF-e's recipient. */
function SaleCompany({ company }: { company: NonNullable<Sale['customer_company']> }) {
  return (
    <>
      <h3>{t.company}</h3>
      <dl className="sale-facts">
        <div>
          <dt>{t.companyCnpj}</dt>
          <dd>{formatCnpj(company.cnpj)}</dd>
        </div>
        <div>
          <dt>{t.companyName}</dt>
          <dd>{company.legal_name}</dd>
        </div>
        <div>
          <dt>{t.companyIe}</dt>
          <dd>{t.companyIeKinds[company.ie_kind](company.state_registration)}</dd>
        </div>
      </dl>
    </>
  );
}

export function SalePayment({ sale }: { sale: Sale }) {
  const { payment } = sale;
  return (
    <Section id="sale-payment" title={t.paymentDetails}>
      <dl className="sale-facts">
        <div>
          <dt>{t.method}</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[payment.method]}
            {payment.method === 'card' ? ` · ${t.card(payment.brand, payment.last4)}` : ''}
          </dd>
        </div>
        {payment.method === 'card' ? (
          <div>
            <dt>{t.installmentsLabel}</dt>
            <dd>{t.installments(payment.installments, formatBRL(payment.installment_amount))}</dd>
          </div>
        ) : null}
        {payment.method === 'pix' ? (
          <div>
            <dt>{t.pixTxid}</dt>
            <dd className="sale-facts__code">{payment.txid}</dd>
          </div>
        ) : null}
        {payment.method === 'boleto' ? (
          <div>
            <dt>{t.boletoDue}</dt>
            <dd>{formatDay(payment.due_date)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.paidAt}</dt>
          <dd>{sale.paid_at ? formatDateTime(sale.paid_at) : t.notPaid}</dd>
        </div>
      </dl>
    </Section>
  );
}

export function SaleTimeline({ sale }: { sale: Sale }) {
  return (
    <Section id="sale-timeline" title={t.timeline}>
      <OrderTimeline history={sale.history} formatAt={formatDateTime} className="sale-timeline" />
    </Section>
  );
}
