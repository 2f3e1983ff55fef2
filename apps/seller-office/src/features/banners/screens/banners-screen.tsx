import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  deleteBannerMutationOptions,
  reorderBannersMutationOptions,
} from '@vitrine/api-client/banners';
import { sellerBannersQueryOptions } from '@vitrine/api-client/queries/get-seller-banners';
import { Button } from '@vitrine/ui/button';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { BannerItem } from '../components/banner-item.tsx';
import { bannerMessages as t } from '../messages.ts';
import '../banners.css';

/**
 * Configurações → Banners: every banner of the store in the order the storefront shows them,
 * with its art, state (agendado, no ar, encerrado, pausado) and dates; moved up and down with
 * buttons (the keyboard's way), edited, deleted after a confirmation.
 */
export function BannersScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(sellerBannersQueryOptions(api));
  const reorder = useMutation(reorderBannersMutationOptions(api, queryClient));
  const remove = useMutation(deleteBannerMutationOptions(api, queryClient));
  const feedback = useScreenFeedback();
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const items = data.items;

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  function move(index: number, offset: -1 | 1) {
    const target = index + offset;
    const moved = items[index];
    if (!moved || target < 0 || target >= items.length) return;
    const ids = items.map((banner) => banner._id);
    ids.splice(index, 1);
    ids.splice(target, 0, moved._id);
    feedback.clear();
    reorder.mutate(ids, {
      onSuccess: () => {
        feedback.say(t.moved(moved.title, target + 1));
        // The same button keeps the focus while it can still move; at an end, its sibling.
        const atEnd = offset === -1 ? target === 0 : target === items.length - 1;
        const button = offset === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
        setFocusAfter(`banner-${moved._id}-${button}`);
      },
      onError: feedback.fail,
    });
  }

  return (
    <section className="banners-screen" aria-labelledby="banners-title">
      <header className="banners-screen__header">
        <h1 id="banners-title">{t.title}</h1>
        <Button asChild>
          <Link to={PATHS.newBanner}>{t.newBanner}</Link>
        </Button>
      </header>
      <p className="banners-screen__hint">{t.intro}</p>
      <ScreenFeedback feedback={feedback} />
      {items.length === 0 ? (
        <p className="office-card">{t.empty}</p>
      ) : (
        <ol className="banners-screen__list" aria-label={t.list}>
          {items.map((banner, index) => (
            <BannerItem
              key={banner._id}
              banner={banner}
              position={index + 1}
              total={items.length}
              busy={reorder.isPending}
              idPrefix={`banner-${banner._id}`}
              onMove={(offset) => move(index, offset)}
              onRemove={() =>
                feedback.remove(() => remove.mutateAsync(banner._id), t.removed(banner.title))
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
