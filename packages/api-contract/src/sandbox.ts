import type { SiteConfig } from './config.ts';

/**
 * Body of POST /sandbox/config: overrides merged into getCommonConfig for one brand (its id, matched against the
 * X-Brand-Id header brandgen's proxy sends), one sp_source, or '*' for all. Precedence: '*' < brand < sp_source.
 */
export interface ConfigOverrideBody {
  brand?: string;
  sp_source?: number | '*';
  config: Partial<SiteConfig>;
}

/** Body of POST /sandbox/expire-token: the token answers status 2 from now on. */
export interface ExpireTokenBody {
  token: string;
}

/** GET /sandbox/api-hosts.json: '' means the page's own origin. */
export type ApiHostList = string[];

/** The chat app id of sandbox builds (brandgen --env sandbox stamps it) and of the sandbox's chat service. */
export const SANDBOX_CHAT_APP_ID = 1400000001;
