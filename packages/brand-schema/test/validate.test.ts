import { describe, expect, it } from 'vitest';
import { brandJsonSchema, formatPath, toRuntimeConfig, validateBrand } from '../src/index.ts';
import { validBrand } from './valid-brand.ts';

type Mutable = Record<string, any>;

/** Each case breaks one thing; the descriptor must be refused with this field path named. */
const MALFORMED: [string, (b: Mutable) => void, string][] = [
  ['id missing', (b) => delete b.id, 'id'],
  ['id with upper case', (b) => (b.id = 'KQB'), 'id'],
  ['id with a dash', (b) => (b.id = 'kq-b'), 'id'],
  ['id too long', (b) => (b.id = 'k'.repeat(17)), 'id'],
  ['id a number', (b) => (b.id = 42), 'id'],
  ['siteName empty', (b) => (b.siteName = '   '), 'siteName'],
  ['siteName missing', (b) => delete b.siteName, 'siteName'],
  ['shortName too long', (b) => (b.shortName = '一二三四五六七八九十一二三'), 'shortName'],
  ['language unknown', (b) => (b.language = 'en-US'), 'language'],
  ['language lower case', (b) => (b.language = 'zh-cn'), 'language'],
  ['rootRoute unknown', (b) => (b.rootRoute = 'home'), 'rootRoute'],
  ['defaultSpSource a string', (b) => (b.defaultSpSource = '5'), 'defaultSpSource'],
  ['defaultSpSource fractional', (b) => (b.defaultSpSource = 5.5), 'defaultSpSource'],
  ['defaultSpSource negative', (b) => (b.defaultSpSource = -1), 'defaultSpSource'],
  ['forwardChannelCode a string', (b) => (b.forwardChannelCode = 'yes'), 'forwardChannelCode'],
  ['storeKey without _store', (b) => (b.storeKey = 'kqb'), 'storeKey'],
  ['storeKey with spaces', (b) => (b.storeKey = 'kqb store'), 'storeKey'],
  ['theme missing', (b) => delete b.theme, 'theme'],
  ['theme.primary a colour name', (b) => (b.theme.primary = 'blue'), 'theme.primary'],
  ['theme.primary short hex', (b) => (b.theme.primary = '#39f'), 'theme.primary'],
  ['theme.onPrimary equal to primary', (b) => (b.theme.onPrimary = '#319CFC'), 'theme.onPrimary'],
  ['theme.radius too large', (b) => (b.theme.radius = 40), 'theme.radius'],
  ['theme.fontScale too small', (b) => (b.theme.fontScale = 0.5), 'theme.fontScale'],
  ['theme.light missing', (b) => delete b.theme.light, 'theme.light'],
  ['theme.light.text not a colour', (b) => (b.theme.light.text = 'black'), 'theme.light.text'],
  ['theme.dark.background missing', (b) => delete b.theme.dark.background, 'theme.dark.background'],
  ['theme.dark unknown token', (b) => (b.theme.dark.shadow = '#000000'), 'theme.dark.shadow'],
  ['pages["/score"] missing', (b) => delete b.pages['/score'], 'pages["/score"]'],
  ['pages["/live"].title empty', (b) => (b.pages['/live'].title = ''), 'pages["/live"].title'],
  ['pages["/c2c"].keywords missing', (b) => delete b.pages['/c2c'].keywords, 'pages["/c2c"].keywords'],
  ['siteName with a control character', (b) => (b.siteName = '看球\u001b[2J宝'), 'siteName'],
  ['pages["/live"].title with a line break', (b) => (b.pages['/live'].title = '直播\n看球宝'), 'pages["/live"].title'],
  ['shortName with a bidi override', (b) => (b.shortName = '\u202e宝球看'), 'shortName'],
  [
    'pages.default.keywords with an unpaired surrogate',
    (b) => (b.pages.default.keywords = 'a\ud800b'),
    'pages.default.keywords',
  ],
  ['pages unknown route', (b) => (b.pages['/news'] = { title: 'x', keywords: 'y' }), 'pages["/news"]'],
  [
    'pages["/user-center"].title too long',
    (b) => (b.pages['/user-center'].title = 'x'.repeat(81)),
    'pages["/user-center"].title',
  ],
  ['images.logo missing', (b) => delete b.images.logo, 'images.logo'],
  ['images.favicon not an image', (b) => (b.images.favicon = 'images/favicon.txt'), 'images.favicon'],
  ['images.placeholder outside the folder', (b) => (b.images.placeholder = 'images/../../x.svg'), 'images.placeholder'],
  ['images.siteAvatar absolute', (b) => (b.images.siteAvatar = '/etc/avatar.svg'), 'images.siteAvatar'],
  ['share.domain over http', (b) => (b.share.domain = 'http://www.kanqiubao.com'), 'share.domain'],
  ['share.domain not a URL', (b) => (b.share.domain = 'kanqiubao'), 'share.domain'],
  ['production.apiHostListUrl missing', (b) => delete b.production.apiHostListUrl, 'production.apiHostListUrl'],
  ['production.apiFallbackHost not a URL', (b) => (b.production.apiFallbackHost = 'api'), 'production.apiFallbackHost'],
  ['production.chatSdkAppId a string', (b) => (b.production.chatSdkAppId = '1400581228'), 'production.chatSdkAppId'],
  ['production.chatSdkAppId too short', (b) => (b.production.chatSdkAppId = 14), 'production.chatSdkAppId'],
  [
    'production.chatProxy over ws://',
    (b) => (b.production.chatProxy = 'ws://chat.example.com/im'),
    'production.chatProxy',
  ],
  ['production.chatProxy not a URL', (b) => (b.production.chatProxy = '/im'), 'production.chatProxy'],
  ['unknown top-level field (typo)', (b) => (b.sitename = '看球宝'), 'sitename'],
  ['pages.default missing', (b) => delete b.pages.default, 'pages.default'],
  ['timeZone an offset', (b) => (b.timeZone = 'UTC-3'), 'timeZone'],
  ['timeZone unknown', (b) => (b.timeZone = 'America/Rio'), 'timeZone'],
  ['timeZone a number', (b) => (b.timeZone = -3), 'timeZone'],
];

describe('brand descriptor validation', () => {
  it('accepts the valid descriptor and fills defaults', () => {
    const minimal = validBrand() as Mutable;
    delete minimal.defaultSpSource;
    delete minimal.forwardChannelCode;
    delete minimal.theme.primary;
    const result = validateBrand(minimal);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.brand.theme.primary).toBe('#319cfc');
      expect(result.brand.defaultSpSource).toBeNull();
      expect(result.brand.forwardChannelCode).toBe(false);
      expect(result.brand.timeZone).toBeUndefined();
    }
  });

  it('issue #30 a brand may pin its time zone by IANA name', () => {
    const result = validateBrand({ ...validBrand(), timeZone: 'America/Sao_Paulo' });
    expect(result.ok && result.brand.timeZone).toBe('America/Sao_Paulo');
  });

  it.each(MALFORMED)('refuses %s, naming the field path', (_name, breakIt, path) => {
    const brand = validBrand() as Mutable;
    breakIt(brand);
    const result = validateBrand(brand);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.path)).toContain(path);
      for (const problem of result.problems) expect(problem.message).toMatch(/expected|missing|unknown/);
    }
  });

  it('issue #29 the chat socket: the cloud in production, a named proxy instead, the page origin /im in sandbox', () => {
    const parsed = validateBrand(validBrand());
    const proxied = validateBrand({
      ...validBrand(),
      production: { ...validBrand().production, chatProxy: 'wss://chat.example.com/im' },
    });
    if (!parsed.ok || !proxied.ok) throw new Error('the valid brand must validate');
    const images = {} as Parameters<typeof toRuntimeConfig>[2];
    expect(toRuntimeConfig(parsed.brand, 'production', images).chat).toEqual({ sdkAppId: 1400581228 });
    expect(toRuntimeConfig(proxied.brand, 'production', images).chat).toEqual({
      sdkAppId: 1400581228,
      proxyServer: 'wss://chat.example.com/im',
    });
    expect(toRuntimeConfig(proxied.brand, 'sandbox', images).chat).toEqual({
      sdkAppId: 1400000001,
      proxyServer: '/im',
    });
  });

  it('refuses a descriptor that is not an object, naming the root', () => {
    for (const raw of [null, [], 'brand', 7]) {
      const result = validateBrand(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems[0]?.path).toBe('(root)');
    }
  });

  it('reports every problem at once', () => {
    const brand = validBrand() as Mutable;
    brand.language = 'fr';
    brand.theme.primary = 'red';
    delete brand.images.logo;
    const result = validateBrand(brand);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.path).sort()).toEqual(['images.logo', 'language', 'theme.primary']);
    }
  });

  it('says what it got when the value is wrong', () => {
    const brand = validBrand() as Mutable;
    brand.theme.primary = 'blue';
    const result = validateBrand(brand);
    expect(!result.ok && result.problems[0]?.message).toBe(
      'expected the primary colour as a colour like #319cfc, got "blue"',
    );
  });
});

describe('formatPath', () => {
  it('writes route keys in brackets and identifiers with dots', () => {
    expect(formatPath(['pages', '/live', 'title'])).toBe('pages["/live"].title');
    expect(formatPath(['theme', 'light', 'text'])).toBe('theme.light.text');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('JSON Schema export', () => {
  it('requires the same fields as the zod schema and forbids unknown ones', () => {
    const schema = brandJsonSchema() as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { description?: string }>;
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'siteName', 'language', 'theme', 'pages', 'images', 'production']),
    );
    expect(schema.required).not.toContain('defaultSpSource');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.rootRoute?.description).toMatch(/redirects/);
  });
});
