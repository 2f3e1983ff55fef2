import { operatorSchema, type Operator } from '@vitrine/contract/operators';
import { parse, type ApiClient } from '../client.ts';

/**
 * GET {apiBase}/operator/me — the operator signed in to the console, and whether they have yet
 * to turn two-step verification on (then nothing else answers them: 403
 * two_factor_setup_required).
 */
export function getOperator(client: ApiClient): Promise<Operator> {
  return parse(operatorSchema, client.api.get('operator/me'));
}
