import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  deleteBannerMutationOptions,
  reorderBannersMutationOptions,
} from '@vitrine/api-client/banners';
import { toApiError } from '@vitrine/api-client/errors';
import { sellerBannersQueryOptions } from '@vitrine/api-client/queries/get-seller-banners';
import type { SellerBanner } from '@vitrine/contract/banners';
import { Button } from '@vitrine/ui/button';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { BannerItem } from '../components/banner-item.tsx';
import { bannerMessages as t } from '../messages.ts';
import '../banners.css';

type Removing = { banner: SellerBanner; opener: HTMLElement };

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
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const items = data.items;

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  const fail = (error: unknown) => {
    setNotice('');
    setProblem(toApiError(error).message);
    problemRef.current?.focus();
  };

  function move(index: number, offset: -1 | 1) {
    const target = index + offset;
    const moved = items[index];
    if (!moved || target < 0 || target >= items.length) return;
    const ids = items.map((banner) => banner._id);
    ids.splice(index, 1);
    ids.splice(target, 0, moved._id);
    setProblem(null);
    reorder.mutate(ids, {
      onSuccess: () => {
        setNotice(t.moved(moved.title, target + 1));
        // The same button keeps the focus while it can still move; at an end, its sibling.
        const atEnd = offset === -1 ? target === 0 : target === items.length - 1;
        const button = offset === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
        setFocusAfter(`banner-${moved._id}-${button}`);
      },
      onError: fail,
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
      <p role="status" className="banners-screen__status">
        {notice}
      </p>
      <div ref={problemRef} tabIndex={-1}>
        {problem ? (
          <p role="alert" className="banners-screen__failure">
            {problem}
          </p>
        ) : null}
      </div>
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
              onRemove={(opener) => {
                setProblem(null);
                setRemoving({ banner, opener });
              }}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(removing.banner.title) : ''}
        description={t.removeDescription}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.keep}
        confirmVariant="danger"
        returnFocusTo={removing?.opener}
        onConfirm={() => {
          const target = removing?.banner;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => {
              setNotice(t.removed(target.title));
              // Its row is gone with its button: focus waits where a refusal would show.
              problemRef.current?.focus();
            },
            onError: fail,
          });
        }}
      />
    </section>
  );
}
