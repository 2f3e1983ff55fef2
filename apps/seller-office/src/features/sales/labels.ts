// The labels the table, the detail and the CSV share (@vitrine/contract/orders).
export {
  fulfillmentStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
} from '@vitrine/contract/orders';

// TEMPORARY until helper-b's api-client `saleExportPath(query)` lands: GET /sales/export's path
// under the API base (the page reaches it through this origin's /_api proxy).
export function saleExportPath(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `sales/export${search ? `?${search}` : ''}`;
}
