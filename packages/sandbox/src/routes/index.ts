import type { App } from '../app.ts';
import type { GetHandlers, PostHandlers } from '../http/call.ts';
import type { Routes } from '../http/server.ts';
import { rawHandlers } from '../raw.ts';
import { activityRoutes } from './activity.ts';
import { benefitRoutes } from './benefit.ts';
import { chatRoutes } from './chat.ts';
import { configGetRoutes, configPostRoutes } from './config.ts';
import { databaseGetRoutes, databaseRoutes } from './database.ts';
import { giftRoutes } from './gift.ts';
import { homeGetRoutes, homeRoutes } from './home.ts';
import { liveGetRoutes, liveRoutes } from './live.ts';
import { modelRoutes } from './model.ts';
import { newsRoutes } from './news.ts';
import { raceRoutes } from './race.ts';
import { searchRoutes } from './search.ts';
import { shareRoutes } from './share.ts';
import { shopRoutes } from './shop.ts';
import { taskRoutes } from './task.ts';
import { uploadRoutes } from './upload.ts';
import { userRoutes } from './user.ts';
import { videoRoutes } from './video.ts';
import { vipRoutes } from './vip.ts';
import { walletRoutes } from './wallet.ts';

/**
 * One file per API area, named as in @live/api-contract and the app's src/api (test/areas.test.ts).
 * Typed against the contract: a call missing here, or answering the wrong shape, fails `tsc -b`.
 */
const post: PostHandlers = {
  ...homeRoutes,
  ...activityRoutes,
  ...benefitRoutes,
  ...liveRoutes,
  ...userRoutes,
  ...raceRoutes,
  ...videoRoutes,
  ...newsRoutes,
  ...searchRoutes,
  ...databaseRoutes,
  ...modelRoutes,
  ...walletRoutes,
  ...vipRoutes,
  ...giftRoutes,
  ...shopRoutes,
  ...shareRoutes,
  ...taskRoutes,
  ...configPostRoutes,
  ...uploadRoutes,
  ...chatRoutes,
};

const get: GetHandlers = {
  ...homeGetRoutes,
  ...liveGetRoutes,
  ...configGetRoutes,
  ...databaseGetRoutes,
};

export const POST_PATHS = Object.keys(post);
export const GET_PATHS = Object.keys(get);

export function routes(app: App): Routes {
  return { post, get, raw: rawHandlers(app) };
}
