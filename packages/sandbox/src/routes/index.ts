import type { App } from '../app.ts';
import type { GetHandlers, PostHandlers } from '../http/call.ts';
import type { Routes } from '../http/server.ts';
import { commerceRoutes } from './commerce.ts';
import { configGetRoutes, configPostRoutes } from './config.ts';
import { contentRoutes, searchRoutes } from './content.ts';
import { databaseGetRoutes, databaseRoutes } from './database.ts';
import { homeGetRoutes, homeRoutes, liveRoutes } from './live.ts';
import { modelRoutes } from './model.ts';
import { raceRoutes } from './race.ts';
import { rawHandlers } from './raw.ts';
import { uploadRoutes } from './upload.ts';
import { userRoutes } from './user.ts';

/** Typed against the contract: a call missing here, or answering the wrong shape, fails `tsc -b`. */
const post: PostHandlers = {
  ...homeRoutes,
  ...liveRoutes,
  ...userRoutes,
  ...raceRoutes,
  ...contentRoutes,
  ...searchRoutes,
  ...databaseRoutes,
  ...modelRoutes,
  ...commerceRoutes,
  ...configPostRoutes,
  ...uploadRoutes,
};

const get: GetHandlers = {
  ...homeGetRoutes,
  ...configGetRoutes,
  ...databaseGetRoutes,
};

export const POST_PATHS = Object.keys(post);
export const GET_PATHS = Object.keys(get);

export function routes(app: App): Routes {
  return { post, get, raw: rawHandlers(app) };
}
