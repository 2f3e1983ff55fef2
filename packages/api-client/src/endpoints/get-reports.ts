import { parse, type ApiClient } from '../client.ts';
import { reportSchema, type Report } from '@vitrine/contract/reports';

/** A report's period: Brasília days, AAAA-MM-DD, both inclusive. */
export type ReportPeriod = { from: string; to: string };

/**
 * GET {apiBase}/reports — issue #37 §6 /vendedor/relatorios: the period's figures, the previous
 * period's beside them, the daily series, the top products, payment methods, freight options.
 */
export function getReport(client: ApiClient, period: ReportPeriod): Promise<Report> {
  return parse(
    reportSchema,
    client.api.get('reports', { searchParams: { from: period.from, to: period.to } }),
  );
}
