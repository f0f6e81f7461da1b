/**
 * Daily check-in and tasks (spec §3 task info; the calls are the platform's task area). The app reports no progress:
 * the platform counts each task from the action it sees (a gift, a room message, a read, a share).
 */
import { type ApiClient, poster } from './core/client';

export function taskApi(client: ApiClient) {
  return {
    getTaskInfo: poster(client, '/api/task/getTaskInfo'),
    /** { request_id } */
    checkin: poster(client, '/api/task/checkin'),
    /** { key, request_id } of a finished task whose reward is taken. */
    receive: poster(client, '/api/task/receive'),
  };
}
