import type { StoreChecklistStepCode } from '@vitrine/contract/store-life';
import { PATHS } from '../../../lib/paths.ts';

/**
 * Where each step of the checklist is done, and the link's words (each says where it leads).
 * The e-mail is done from the seller's inbox: no screen here.
 */
export const STEP_ACTIONS: Record<
  Exclude<StoreChecklistStepCode, 'email'>,
  { to: string; label: string }
> = {
  identity: { to: PATHS.identity, label: 'Enviar logo e escolher cores' },
  product: { to: PATHS.newProduct, label: 'Cadastrar um produto' },
  payments: { to: PATHS.paymentProviders, label: 'Configurar e testar o recebimento' },
  delivery: { to: PATHS.freight, label: 'Configurar o frete' },
  legal_data: { to: PATHS.legalData, label: 'Preencher os dados legais' },
  pages: { to: PATHS.storePages, label: 'Revisar as páginas' },
};
