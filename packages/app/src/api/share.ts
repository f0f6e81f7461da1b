/** Shares made with the app's share button (the share pages of spec §2, the sharing link of §9). */
import { type ApiClient, poster } from './core/client';

export function shareApi(client: ApiClient) {
  return {
    /** { kind, id, sport? } -> the share page's address; a logged-in sharer's first share of it today counts. */
    create: poster(client, '/api/share/create'),
  };
}
