import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { couponDeletedSchema, couponSchema, type CouponInput } from '@vitrine/contract/coupons';
import { parse, type ApiClient } from '../client.ts';
import { couponsQueryKey } from '../query-keys.ts';

// The office's coupon writes (owners and administrators). Every write refreshes the list and
// the coupon's own key (both under couponsQueryKey).

const path = (id: string) => `coupons/${encodeURIComponent(id)}`;

/** POST {apiBase}/coupons — 201; 409 coupon_code_taken; 400 with each field in `details`. */
export function createCoupon(client: ApiClient, body: CouponInput) {
  return parse(couponSchema, client.api.post('coupons', { json: body }));
}

/** PUT {apiBase}/coupons/{id} — also 400 coupon_max_uses_below_uses. */
export function updateCoupon(client: ApiClient, input: { id: string; body: CouponInput }) {
  return parse(couponSchema, client.api.put(path(input.id), { json: input.body }));
}

/** PATCH {apiBase}/coupons/{id}/status — pause or activate. */
export function setCouponStatus(
  client: ApiClient,
  input: { id: string; status: 'active' | 'paused' },
) {
  return parse(
    couponSchema,
    client.api.patch(`${path(input.id)}/status`, { json: { status: input.status } }),
  );
}

/** DELETE {apiBase}/coupons/{id} — deleted, or archived when an order used it. */
export function deleteCoupon(client: ApiClient, id: string) {
  return parse(couponDeletedSchema, client.api.delete(path(id)));
}

const refresh = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: couponsQueryKey });

export const createCouponMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...couponsQueryKey, 'create'],
    mutationFn: (body: CouponInput) => createCoupon(client, body),
    onSuccess: refresh(queryClient),
  });

export const updateCouponMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...couponsQueryKey, 'update'],
    mutationFn: (input: { id: string; body: CouponInput }) => updateCoupon(client, input),
    onSuccess: refresh(queryClient),
  });

export const setCouponStatusMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...couponsQueryKey, 'status'],
    mutationFn: (input: { id: string; status: 'active' | 'paused' }) =>
      setCouponStatus(client, input),
    onSuccess: refresh(queryClient),
  });

export const deleteCouponMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...couponsQueryKey, 'delete'],
    mutationFn: (id: string) => deleteCoupon(client, id),
    onSuccess: refresh(queryClient),
  });
