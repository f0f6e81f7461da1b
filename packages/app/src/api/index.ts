/**
 * The platform API: one client (spec §7, §8; infrastructure in core/) and one module per API area, named as
 * in @live/api-contract and the sandbox's src/routes (packages/sandbox/test/areas.test.ts).
 */
import { activityApi } from './activity';
import { benefitApi } from './benefit';
import { chatApi } from './chat';
import { configApi } from './config';
import type { ApiClient } from './core/client';
import { databaseApi } from './database';
import { giftApi } from './gift';
import { homeApi } from './home';
import { liveApi } from './live';
import { modelApi } from './model';
import { newsApi } from './news';
import { raceApi } from './race';
import { searchApi } from './search';
import { shareApi } from './share';
import { shopApi } from './shop';
import { taskApi } from './task';
import { uploadApi } from './upload';
import { userApi } from './user';
import { videoApi } from './video';
import { vipApi } from './vip';
import { walletApi } from './wallet';

export function createApi(client: ApiClient) {
  return {
    client,
    activity: activityApi(client),
    benefit: benefitApi(client),
    chat: chatApi(client),
    config: configApi(client),
    database: databaseApi(client),
    gift: giftApi(client),
    home: homeApi(client),
    live: liveApi(client),
    model: modelApi(client),
    news: newsApi(client),
    race: raceApi(client),
    search: searchApi(client),
    share: shareApi(client),
    shop: shopApi(client),
    task: taskApi(client),
    upload: uploadApi(client),
    user: userApi(client),
    video: videoApi(client),
    vip: vipApi(client),
    wallet: walletApi(client),
  };
}
export type Api = ReturnType<typeof createApi>;

export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  LOADING_TEXT,
  LOGIN_PROMPT,
  loginPrompt,
  type RequestFlags,
  type RequestOptions,
  REQUEST_TIMEOUT_MS,
} from './core/client';
export type { ApiEffects, ApiSession } from './core/effects';
export { ApiError, type ApiErrorKind, isLoginTimeout, isNetworkError } from './core/errors';
export { commonScriptUrl, fetchHostList, hostRotation, injectCommonScript, parseHostList } from './core/hosts';
export { type PageParams, readPageParams, resolveSpSource } from './core/page-params';
