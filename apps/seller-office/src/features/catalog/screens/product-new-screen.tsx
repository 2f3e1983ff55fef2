import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createCatalogProductMutationOptions } from '@vitrine/api-client/catalog-product-writes';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CatalogTabs } from '../../../shared/catalog-tabs.tsx';
import { emptyProduct } from '../form/form-model.ts';
import { formMessages as f } from '../form/messages.ts';
import { LEAVING_ON_PURPOSE } from '../../../lib/unsaved-changes-guard.tsx';
import { ProductForm } from '../form/product-form.tsx';
import { ProductImages } from '../images-mount.tsx';
import type { CatalogKind } from '../list-query.ts';
import { kindMessages } from '../messages.ts';
import '../catalog.css';

/** What the edit screen says first after a create: how the product was saved. */
export type SavedState = { notice: string };

/**
 * /vendedor/catalogo/produtos/novo (and servicos/novo): the empty form. "Salvar rascunho" keeps
 * it off the store; "Publicar" puts it on. Either way the seller lands on its edit screen.
 */
function NewCatalogItemScreen({ kind }: { kind: CatalogKind }) {
  const k = kindMessages[kind];
  useTitle(k.newTitle);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api, kind));
  const create = useMutation(createCatalogProductMutationOptions(api, queryClient));
  const [defaults] = useState(() => emptyProduct(kind));

  return (
    <div className="office-page">
      <CatalogTabs />
      <header className="office-page__header">
        <h1>{k.newTitle}</h1>
        <Link to={kind === 'product' ? PATHS.products : PATHS.services}>{k.back}</Link>
      </header>
      <ProductForm
        defaultValues={defaults}
        categories={tree.items}
        Images={ProductImages}
        buttons={[
          { intent: 'draft', label: f.saveDraft },
          { intent: 'active', label: f.publish, primary: true },
        ]}
        onSave={async (product, intent) => {
          const status = intent === 'active' ? 'active' : 'draft';
          const created = await create.mutateAsync({ ...product, kind, status });
          const state: SavedState = { notice: status === 'active' ? f.savedActive : f.savedDraft };
          const edit = kind === 'product' ? PATHS.product : PATHS.service;
          await navigate(edit(created._id), {
            replace: true,
            state: { ...state, ...LEAVING_ON_PURPOSE },
          });
        }}
      />
    </div>
  );
}

export function NewProductScreen() {
  return <NewCatalogItemScreen kind="product" />;
}

export function NewServiceScreen() {
  return <NewCatalogItemScreen kind="service" />;
}
