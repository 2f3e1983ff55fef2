import { useSuspenseQuery } from '@tanstack/react-query';
import { reportQueryOptions } from '@vitrine/api-client/queries/get-reports';
import { saoPauloDay } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { DailyReport } from '../components/daily-report.tsx';
import { FigureCards } from '../components/figure-cards.tsx';
import { PeriodForm } from '../components/period-form.tsx';
import {
  FreightOptions,
  PaymentMethods,
  RemindedCarts,
  TopProducts,
} from '../components/report-tables.tsx';
import { csvFilename, periodSearch, readPeriod, reportCsv } from '../model.ts';
import { reportsMessages as t } from '../messages.ts';
import '../reports.css';

/** The browser saves `text` as `filename` (a Blob's link, clicked). */
function saveFile(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /vendedor/relatorios (issue #37 §6, whoever sees the sales): a period's revenue, orders,
 * average order value, conversion, products, payment methods, freight options and the
 * reminders' carts, each beside the previous period's; its days as a chart; all as a CSV.
 */
export function ReportsScreen() {
  useTitle(t.title);
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = readPeriod(params, saoPauloDay(new Date()));
  const { data: report } = useSuspenseQuery(
    reportQueryOptions(api, { from: choice.from, to: choice.to }),
  );
  return (
    <div className="office-page reports">
      <header className="office-page__header reports__header">
        <h1>{t.title}</h1>
        <Button
          type="button"
          variant="secondary"
          onClick={() => saveFile(reportCsv(report), csvFilename(choice))}
        >
          {t.download}
        </Button>
      </header>
      <p className="office-hint">{t.intro}</p>
      <PeriodForm choice={choice} onApply={(next) => navigate(periodSearch(next))} />
      <p className="reports__range" aria-live="polite">
        <strong>{t.range(report.current.from, report.current.to)}</strong>.{' '}
        {t.comparedWith(t.range(report.previous.from, report.previous.to))}
      </p>
      <FigureCards current={report.current} previous={report.previous} />
      <DailyReport daily={report.daily} />
      <div className="reports-tables">
        <TopProducts rows={report.top_products} />
        <PaymentMethods rows={report.payment_methods} />
        <FreightOptions rows={report.freight_options} />
        <RemindedCarts report={report} />
      </div>
    </div>
  );
}
