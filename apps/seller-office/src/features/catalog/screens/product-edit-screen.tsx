import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { updateCatalogProductMutationOptions } from '@vitrine/api-client/catalog-product-writes';
import { catalogProductQueryOptions } from '@vitrine/api-client/queries/get-catalog-product';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@vitrine/contract/catalog-office';
import { Button } from '@vitrine/ui/button';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CatalogTabs } from '../../../shared/catalog-tabs.tsx';
import { ProductActions } from '../components/product-actions.tsx';
import { toFormValues } from '../form/form-model.ts';
import { formMessages as f } from '../form/messages.ts';
import { ProductForm, type SubmitButtonSpec } from '../form/product-form.tsx';
import { ProductHistory } from '../history/product-history.tsx';
import { ProductImages } from '../images-mount.tsx';
import { kindMessages } from '../messages.ts';
import { StockDialog, type StockTarget } from '../stock/stock-dialog.tsx';
import type { SavedState } from './product-new-screen.tsx';
import '../catalog.css';

const SAVED: Record<ProductStatus, string> = {
  draft: f.savedDraft,
  active: f.savedActive,
  archived: f.savedArchived,
};

function buttonsFor(status: ProductStatus): SubmitButtonSpec[] {
  if (status === 'active') return [{ intent: 'keep', label: f.save, primary: true }];
  return [
    { intent: 'keep', label: status === 'draft' ? f.saveDraft : f.save },
    { intent: 'active', label: f.saveAndPublish, primary: true },
  ];
}

/**
 * /vendedor/catalogo/produtos/{id} (and servicos/{id}): the saved product in its form, its
 * status actions (archive, duplicate, delete), each variation's stock dialog and the
 * product's history. The form starts again from the saved product after each save or status
 * change (a new `version`), never under the seller's typing otherwise.
 */
export function EditProductScreen() {
  const { id = '' } = useParams();
  // Another product (its copy, just made) is a screen of its own: its notice, its focus.
  return <EditProduct key={id} id={id} />;
}

function EditProduct({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { data: product } = useSuspenseQuery(catalogProductQueryOptions(api, id));
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api, product.kind));
  const k = kindMessages[product.kind];
  useTitle(k.editTitle(product.name));
  const update = useMutation(updateCatalogProductMutationOptions(api, queryClient));
  const [notice, setNotice] = useState<string | null>(
    () => (location.state as SavedState | null)?.notice ?? null,
  );
  const [version, setVersion] = useState(0);
  const [stock, setStock] = useState<StockTarget | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  // A save or a status change replaces the form (and the button pressed with it): focus goes
  // to what says what happened, the notice, or without one to the product's name, never to
  // <body>. So does a product just created, arriving with its notice.
  const [focusAfter, setFocusAfter] = useState<'notice' | 'heading' | null>(() =>
    notice ? 'notice' : null,
  );
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    (focusAfter === 'notice' ? noticeRef : headingRef).current?.focus();
  }, [focusAfter, version]);
  const restart = (message: string | null) => {
    setNotice(message);
    setVersion((current) => current + 1);
    setFocusAfter(message ? 'notice' : 'heading');
  };

  return (
    <div className="office-page">
      <CatalogTabs />
      <header className="office-page__header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {product.name}
          </h1>
          <p className="catalog__meta">
            <span className={`catalog-status catalog-status--${product.status}`}>
              {PRODUCT_STATUS_LABELS[product.status]}
            </span>{' '}
            <span className="catalog-table__code">{product.code}</span>
          </p>
        </div>
        <Link to={product.kind === 'product' ? PATHS.products : PATHS.services}>{k.back}</Link>
      </header>
      <ProductActions product={product} onDone={restart} unsaved={unsaved} />
      <ProductForm
        key={`${product._id}:${version}`}
        defaultValues={toFormValues(product)}
        saved={product}
        categories={tree.items}
        Images={ProductImages}
        notice={notice}
        noticeRef={noticeRef}
        buttons={buttonsFor(product.status)}
        onAdjustStock={(variationId, name, opener) => setStock({ variationId, name, opener })}
        onDirtyChange={setUnsaved}
        onSave={async (body, intent) => {
          const status = intent === 'keep' ? product.status : intent;
          const saved = await update.mutateAsync({ id: product._id, body: { ...body, status } });
          restart(SAVED[saved.status]);
        }}
        onStale={() => (
          <>
            <p>{f.reloadHint}</p>
            <Button
              variant="secondary"
              onClick={async () => {
                await queryClient.refetchQueries({
                  queryKey: catalogProductQueryOptions(api, id).queryKey,
                });
                restart(null);
              }}
            >
              {f.reload}
            </Button>
          </>
        )}
      />
      {stock ? (
        <StockDialog
          target={stock}
          current={product.variations.find((v) => v._id === stock.variationId)?.stock ?? 0}
          onClose={() => setStock(null)}
        />
      ) : null}
      <ProductHistory productId={product._id} />
    </div>
  );
}
