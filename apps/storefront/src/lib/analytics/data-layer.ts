// spec §1 tag manager: GA4 e-commerce events go to window.dataLayer, which exists only when
// the store has a container id (tag-manager.tsx creates it). Without one, track() does nothing.

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

export type AnalyticsEvent =
  | { event: 'view_item'; ecommerce: { currency: 'BRL'; value: number; items: AnalyticsItem[] } }
  | { event: 'add_to_cart'; ecommerce: { currency: 'BRL'; value: number; items: AnalyticsItem[] } }
  | { event: 'search'; search_term: string };

type WithDataLayer = { dataLayer?: unknown[] };

export function track(payload: AnalyticsEvent, target: WithDataLayer | undefined = globalTarget()) {
  const layer = target?.dataLayer;
  if (!layer) return;
  // GA4's advice: clear the previous ecommerce object so fields never leak between events.
  if ('ecommerce' in payload) layer.push({ ecommerce: null });
  layer.push(payload);
}

function globalTarget(): WithDataLayer | undefined {
  return typeof window === 'undefined' ? undefined : (window as WithDataLayer);
}

/** The ecommerce block of view_item / add_to_cart for one line. */
export function ecommerceOf(item: Omit<AnalyticsItem, 'quantity'>, quantity = 1) {
  return {
    currency: 'BRL' as const,
    value: Math.round(item.price * quantity * 100) / 100,
    items: [{ ...item, quantity }],
  };
}
