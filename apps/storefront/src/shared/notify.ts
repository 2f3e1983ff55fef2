/**
 * A toast in the layout's host (spec §9 timing). sonner loads with the first one, not with the
 * checkout's pages: the host itself loads it only after hydration.
 */
export function notify(kind: 'success' | 'error', message: string) {
  void import('@vitrine/ui/toast').then(({ toast }) => toast[kind](message));
}
