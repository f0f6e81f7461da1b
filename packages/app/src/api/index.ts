/** The platform API: one client (spec §7, §8) and one module per area. */
import type { ApiClient } from './client';
import { configApi } from './config';
import { databaseApi } from './database';
import { homeApi } from './home';
import { liveApi } from './live';
import { raceApi } from './race';
import { searchApi } from './search';
import { taskApi } from './task';
import { uploadApi } from './upload';
import { userApi } from './user';
import { videoApi } from './video';

export function createApi(client: ApiClient) {
  return {
    client,
    home: homeApi(client),
    config: configApi(client),
    user: userApi(client),
    race: raceApi(client),
    search: searchApi(client),
    live: liveApi(client),
    database: databaseApi(client),
    upload: uploadApi(client),
    task: taskApi(client),
    video: videoApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;

export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  LOADING_TEXT,
  LOGIN_PROMPT,
  type RequestFlags,
  type RequestOptions,
  REQUEST_TIMEOUT_MS,
} from './client';
export type { ApiEffects, ApiSession } from './effects';
export { ApiError, type ApiErrorKind, isLoginTimeout, isNetworkError } from './errors';
export { commonScriptUrl, fetchHostList, hostRotation, injectCommonScript, parseHostList } from './hosts';
export { type PageParams, readPageParams, resolveSpSource } from './page-params';
