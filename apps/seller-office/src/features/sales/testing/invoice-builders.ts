import type { SaleInvoice, SaleInvoiceAnswer } from '@vitrine/contract/invoices';

// A sale's NF-e as GET /sales/{code}/invoice answers it (contract saleInvoiceAnswerSchema).

export function saleInvoice(overrides: Partial<SaleInvoice> = {}): SaleInvoice {
  return {
    status: 'autorizada',
    status_label: 'Nota autorizada',
    access_key: '35250311222333000181550010000000011234567897',
    number: '1',
    series: '1',
    danfe_url: 'http://focus.test/arquivos/danfe.pdf',
    xml_url: 'http://focus.test/arquivos/nfe.xml',
    problem: null,
    sefaz: { code: '100', message: 'Autorizado o uso da NF-e' },
    attempts: 1,
    requested_at: '2025-03-14T13:07:00.000Z',
    authorized_at: '2025-03-14T13:08:00.000Z',
    cancellable_until: '2025-03-15T13:08:00.000Z',
    cancel_justification: null,
    cancel_problem: null,
    cancellation_xml_url: null,
    cancelled_at: null,
    corrections: [],
    history: [],
    ...overrides,
  };
}

export function saleInvoiceAnswer(
  overrides: Partial<SaleInvoiceAnswer> = {},
  invoice: Partial<SaleInvoice> = {},
): SaleInvoiceAnswer {
  return {
    invoices_enabled: true,
    invoice: saleInvoice(invoice),
    can_issue: false,
    can_cancel: true,
    can_correct: true,
    notice: null,
    ...overrides,
  };
}
