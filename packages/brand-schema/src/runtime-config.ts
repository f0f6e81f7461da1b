import type { BrandDescriptor, ImageKey, TitledRoute } from './schema.ts';

export type BuildEnv = 'sandbox' | 'production';

/**
 * What the app reads at start-up from the JSON inlined in each brand's index.html: the descriptor's
 * runtime fields, image URLs after content hashing, and the environment's hosts.
 */
export interface BrandRuntimeConfig {
  id: string;
  env: BuildEnv;
  siteName: string;
  language: BrandDescriptor['language'];
  /** The IANA zone days and times are shown in; absent, the device's zone. */
  timeZone?: string;
  rootRoute: BrandDescriptor['rootRoute'];
  defaultSpSource: number | null;
  forwardChannelCode: boolean;
  storeKey: string;
  pages: Record<TitledRoute | 'default', { title: string; keywords: string; description?: string }>;
  images: Record<ImageKey, string>;
  shareDomain: string;
  api: {
    /** Where the static JSON list of API hosts is fetched first; '' means none. */
    hostListUrl: string;
    /** Used when the list is empty or fails; '' means the page's own origin. */
    fallbackHost: string;
  };
  chat: {
    sdkAppId: number;
    /**
     * The base URL the chat socket goes to instead of the cloud's hosts (`/im`: the page's own origin); absent, the
     * chat client connects to the cloud's hosts for the app id, as the official SDK does.
     */
    proxyServer?: string;
  };
}

/** The local sandbox and its chat service answer on the page's own origin, so sandbox builds need no host names. */
export const SANDBOX_ENV = {
  apiHostListUrl: '/sandbox/api-hosts.json',
  apiFallbackHost: '',
  chatSdkAppId: 1400000001,
  chatProxy: '/im',
} as const;

export function toRuntimeConfig(
  brand: BrandDescriptor,
  env: BuildEnv,
  imageUrls: Record<ImageKey, string>,
): BrandRuntimeConfig {
  const hosts: BrandDescriptor['production'] = env === 'production' ? brand.production : SANDBOX_ENV;
  return {
    id: brand.id,
    env,
    siteName: brand.siteName,
    language: brand.language,
    ...(brand.timeZone ? { timeZone: brand.timeZone } : {}),
    rootRoute: brand.rootRoute,
    defaultSpSource: brand.defaultSpSource,
    forwardChannelCode: brand.forwardChannelCode,
    storeKey: brand.storeKey,
    pages: brand.pages,
    images: imageUrls,
    shareDomain: brand.share.domain,
    api: { hostListUrl: hosts.apiHostListUrl, fallbackHost: hosts.apiFallbackHost },
    chat: { sdkAppId: hosts.chatSdkAppId, ...(hosts.chatProxy ? { proxyServer: hosts.chatProxy } : {}) },
  };
}
