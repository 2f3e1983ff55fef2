import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import {
  officeReviewsQueryOptions,
  reviewSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-office-reviews';
import { saveReviewSettingsMutationOptions } from '@vitrine/api-client/review-moderation';
import { REVIEW_STATUSES } from '@vitrine/contract/reviews';
import { Link, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { CatalogTabs } from '../../../shared/catalog-tabs.tsx';
import { ReviewSettingsForm } from '../components/review-settings-form.tsx';
import { ReviewsList } from '../components/reviews-list.tsx';
import { readReviewsView, reviewsSearch, type ReviewsView } from '../list-query.ts';
import { reviewsMessages as t } from '../messages.ts';
import '../reviews.css';

const FILTERS: readonly { status?: ReviewsView['status']; label: string }[] = [
  { label: t.all },
  ...REVIEW_STATUSES.map((status) => ({ status, label: t.statuses[status] })),
];

/** Todas · Pendentes · Publicadas · Ocultas: links (the view is the URL's), the current marked. */
function StatusFilter({ view }: { view: ReviewsView }) {
  return (
    <nav aria-label={t.filter} className="office-tabs">
      <ul>
        {FILTERS.map((filter) => (
          <li key={filter.label}>
            <Link
              to={{ search: reviewsSearch({ status: filter.status, page: 1 }) }}
              aria-current={view.status === filter.status ? 'page' : undefined}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /vendedor/catalogo/avaliacoes (who edits the catalog): the invitation's settings, and the
 * store's reviews by status, to publish, hide with a reason, or answer in public.
 */
export function ReviewsScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const view = readReviewsView(params);
  const { data: settings } = useSuspenseQuery(reviewSettingsQueryOptions(api));
  const { data: reviews } = useQuery({
    ...officeReviewsQueryOptions(api, view),
    placeholderData: keepPreviousData,
  });
  const save = useMutation(saveReviewSettingsMutationOptions(api, queryClient));
  return (
    <div className="office-page reviews">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <CatalogTabs />
      <p className="office-hint">{t.intro}</p>
      <ReviewSettingsForm settings={settings} onSave={save.mutateAsync} />
      <section aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title">{t.listLabel}</h2>
        <StatusFilter view={view} />
        {reviews && <ReviewsList data={reviews} view={view} />}
      </section>
    </div>
  );
}
