import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

export function authRoutes(_deps: RouteDeps): RouteObject[] {
  return [];
}
