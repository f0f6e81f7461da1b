/** Test-only fixtures for the stores. Never imported by app code. */
import type { UserInfo } from '@live/api-contract';
import type { BrandRuntimeConfig } from '@live/brand-schema';

/** The brand fields the stores and the composition root read. */
export const BRAND: Pick<
  BrandRuntimeConfig,
  'language' | 'storeKey' | 'api' | 'defaultSpSource' | 'forwardChannelCode'
> = {
  language: 'zh-CN',
  storeKey: 'xzb_store',
  api: { hostListUrl: '', fallbackHost: 'https://api.example' },
  defaultSpSource: 5,
  forwardChannelCode: false,
};

export function user(fields: Partial<UserInfo> = {}): UserInfo {
  return { id: 42, token: 'tok-42', nick_name: 'fan', vip_level: 0, vip_date: 0, ...fields } as UserInfo;
}
