import {
  STORE_HISTORY_ENTITIES,
  type StoreHistoryEntity,
  type StoreHistoryQuery,
} from '@vitrine/contract/store-history';
import { z } from 'zod';
import { pageNumber, readParam } from '../../lib/list-url.ts';

// The Histórico's view in its URL (?tipo=…&pagina=…): a link or a reload shows the same page.

export const HISTORY_PER_PAGE = 20;

export type HistoryView = { entity?: StoreHistoryEntity; page: number };

export function readHistoryView(params: URLSearchParams): HistoryView {
  return {
    entity: readParam(z.enum(STORE_HISTORY_ENTITIES), params.get('tipo')),
    page: readParam(pageNumber, params.get('pagina')) ?? 1,
  };
}

export function historySearch(view: HistoryView): string {
  const params = new URLSearchParams();
  if (view.entity) params.set('tipo', view.entity);
  if (view.page > 1) params.set('pagina', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const historyApiQuery = (view: HistoryView): StoreHistoryQuery => ({
  page: view.page,
  per_page: HISTORY_PER_PAGE,
  ...(view.entity ? { entity: view.entity } : {}),
});
