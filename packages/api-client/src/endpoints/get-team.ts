import { teamListSchema, type TeamList } from '@vitrine/contract/team';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/team/sellers. */
export function getTeam(client: ApiClient): Promise<TeamList> {
  return parse(teamListSchema, client.api.get('team/sellers'));
}
