import { queryOptions } from '@tanstack/react-query';
import type { ReportPeriod } from '../endpoints/get-reports.ts';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { reportQueryKey } from '../query-keys.ts';

/** /vendedor/relatorios: one period's report (under the sales key: a sale's move refreshes it). */
export function reportQueryOptions(api: QueryApi, period: ReportPeriod) {
  return queryOptions({
    queryKey: reportQueryKey(period),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-reports.ts'), (endpoint, client) =>
        endpoint.getReport(client, period),
      ),
  });
}
