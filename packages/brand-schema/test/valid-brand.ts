import type { BrandDescriptorInput } from '../src/index.ts';

const page = (title: string) => ({ title, keywords: `${title},足球直播,篮球直播` });

/** A complete, valid descriptor; each malformed case changes one thing of a fresh copy. */
export function validBrand(): BrandDescriptorInput {
  return {
    $schema: '../brand.schema.json',
    id: 'kqb',
    siteName: '看球宝',
    shortName: '看球宝',
    language: 'zh-CN',
    rootRoute: 'score',
    defaultSpSource: null,
    forwardChannelCode: false,
    storeKey: 'kqb_store',
    theme: {
      primary: '#319cfc',
      onPrimary: '#ffffff',
      radius: 8,
      fontScale: 1,
      light: {
        text: '#1f2329',
        textSecondary: '#8a9099',
        background: '#f4f5f7',
        surface: '#ffffff',
        border: '#e5e6eb',
      },
      dark: { text: '#e8eaed', textSecondary: '#9aa0a6', background: '#121417', surface: '#1c1f24', border: '#2c3036' },
    },
    pages: {
      default: page('看球宝'),
      '/live': page('直播-看球宝'),
      '/score': page('比分-看球宝'),
      '/live/lives': page('全部直播-看球宝'),
      '/c2c': page('消息-看球宝'),
      '/user-center': page('个人中心-看球宝'),
    },
    images: {
      logo: 'images/logo.svg',
      favicon: 'images/favicon.svg',
      appIcon: 'images/app-icon.png',
      defaultAvatar: 'images/avatar-default.svg',
      siteAvatar: 'images/avatar-site.svg',
      placeholder: 'images/placeholder.webp',
    },
    share: { domain: 'https://www.kanqiubao.com' },
    production: {
      apiHostListUrl: 'https://static.kanqiubao.com/api-hosts.json',
      apiFallbackHost: 'https://api.kanqiubao.com',
      chatSdkAppId: 1400581228,
    },
  };
}
