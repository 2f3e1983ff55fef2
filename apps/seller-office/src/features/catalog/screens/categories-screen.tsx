import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  deleteCategoryMutationOptions,
  updateCategoryMutationOptions,
} from '@vitrine/api-client/catalog-category-writes';
import { toApiError } from '@vitrine/api-client/errors';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import type { CategoryLeaf, CategoryNode } from '@vitrine/contract/catalog-categories';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CategoryCreateForm } from '../categories/category-create-form.tsx';
import { CategoryEditDialog } from '../categories/category-edit-dialog.tsx';
import { CategoryTree, type CategoryAction } from '../categories/category-tree.tsx';
import { categoryMessages as t } from '../categories/messages.ts';
import { CatalogTabs } from '../../../shared/catalog-tabs.tsx';
import type { CatalogKind } from '../list-query.ts';
import '../catalog.css';

type Open = { type: 'edit' | 'remove'; category: CategoryLeaf | CategoryNode; opener: HTMLElement };

/**
 * /vendedor/catalogo/categorias[?tipo=servicos]: the category tree (departments → categories)
 * of products or of services; create, rename, change the address, reorder (buttons, not
 * dragging), move under another department, delete (refused while it holds products or
 * categories: the API's message says which).
 */
export function CategoriesScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const kind: CatalogKind = params.get('tipo') === 'servicos' ? 'service' : 'product';
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api, kind));
  const update = useMutation(updateCategoryMutationOptions(api, queryClient));
  const remove = useMutation(deleteCategoryMutationOptions(api, queryClient));
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const fail = (error: unknown) => {
    setProblem(toApiError(error).message);
    problemRef.current?.focus();
  };

  async function act(action: CategoryAction) {
    setNotice(null);
    setProblem(null);
    if (action.type !== 'move') return setOpen(action);
    setBusyId(action.category._id);
    try {
      await update.mutateAsync({ id: action.category._id, body: { position: action.position } });
      setNotice(t.moved(action.category.name, action.position + 1));
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="office-page">
      <CatalogTabs />
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="product-form__hint">{t.hint}</p>
      <nav aria-label={t.kinds} className="office-tabs catalog-tabs--small">
        <ul>
          <li>
            <Link to={PATHS.categories} aria-current={kind === 'product' ? 'page' : undefined}>
              {t.kind.product}
            </Link>
          </li>
          <li>
            <Link
              to={`${PATHS.categories}?tipo=servicos`}
              aria-current={kind === 'service' ? 'page' : undefined}
            >
              {t.kind.service}
            </Link>
          </li>
        </ul>
      </nav>
      <CategoryCreateForm key={kind} kind={kind} departments={tree.items} onDone={setNotice} />
      <p role="status" className="catalog__status">
        {notice ?? ''}
      </p>
      <div ref={problemRef} tabIndex={-1}>
        {problem ? (
          <p role="alert" className="product-form__failure">
            {problem}
          </p>
        ) : null}
      </div>
      <CategoryTree
        departments={tree.items}
        label={t.treeLabel(kind)}
        busyId={busyId}
        onAction={(action) => void act(action)}
      />
      {open?.type === 'edit' ? (
        <CategoryEditDialog
          category={open.category}
          departments={tree.items}
          opener={open.opener}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setNotice(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={open?.type === 'remove'}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title={open ? t.removeTitle(open.category.name) : ''}
        description={t.removeDescription}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.keep}
        confirmVariant="danger"
        onConfirm={() => {
          const target = open?.category;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => {
              setNotice(t.removed(target.name));
              // Its buttons are gone with it: focus waits where a refusal would show.
              problemRef.current?.focus();
            },
            onError: fail,
          });
        }}
      />
    </div>
  );
}
