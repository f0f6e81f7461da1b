import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoginTimeout } from '../api/core/errors';
import { flush, json, ok, recordingEffects, type TestServer, startServer } from '../api/core/test-support';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { memoryStorage } from '../stores';
import { BRAND, user } from '../stores/test-fixtures';
import { createServices } from './services';

let apiServer: TestServer;

beforeAll(async () => {
  apiServer = await startServer();
});

afterAll(async () => {
  await apiServer.close();
});

function services(hostListUrl: string, options: { brand?: Partial<BrandRuntimeConfig>; pageSearch?: string } = {}) {
  const ui = recordingEffects('/score?date=2026-11-22');
  const storage = memoryStorage();
  const brand = { ...BRAND, api: { hostListUrl, fallbackHost: 'http://127.0.0.1:1' }, ...options.brand };
  const { services: app, boot } = createServices({
    brand: brand as BrandRuntimeConfig,
    storage,
    document: null,
    pageSearch: options.pageSearch,
    ui,
  });
  return { ...app, boot, ui, storage };
}

describe('composition root: stores wired to the API client (spec §4, §7, §8)', () => {
  it('boot: a failed host list keeps the brand fallback host (spec §4, §8)', async () => {
    const app = services('http://127.0.0.1:1/hosts.json');
    await app.boot();
    expect(app.root.apiHosts.active).toBe('http://127.0.0.1:1');
    app.root.dispose();
  });

  it("calls carry the page's sp_source over the brand's, and channel_code only where the brand forwards it (spec §7)", async () => {
    apiServer.on('/hosts.json', json([apiServer.origin]));
    apiServer.on('/api/user/getProfitConsumeType', ok({ list: [] }));
    const pageSearch = '?sp_source=12&channel_code=qt9';
    const plain = services(`${apiServer.origin}/hosts.json`, { pageSearch });
    await plain.boot();
    await plain.api.user.getProfitConsumeType();
    expect(apiServer.seen.at(-1)?.body).toEqual({ sp_source: 12, platform: 3 });
    const qutu = services(`${apiServer.origin}/hosts.json`, { pageSearch, brand: { forwardChannelCode: true } });
    await qutu.boot();
    await qutu.api.user.getProfitConsumeType();
    expect(apiServer.seen.at(-1)?.body).toEqual({ sp_source: 12, platform: 3, channel_code: 'qt9' });
    expect(qutu.page.channelCode).toBe('qt9');
    plain.root.dispose();
    qutu.root.dispose();
  });

  it('boot: the host list is fetched first and calls go to its hosts (spec §4)', async () => {
    apiServer.on('/hosts.json', json([apiServer.origin]));
    apiServer.on('/api/home/getHomeData', ok({ hot: [] }));
    const app = services(`${apiServer.origin}/hosts.json`);
    await app.boot();
    expect(app.root.apiHosts.active).toBe(apiServer.origin);
    await expect(app.api.home.getHomeData()).resolves.toEqual({ hot: [] });
    app.root.dispose();
  });

  it("calls carry the store's user and the brand's sp_source (spec §7)", async () => {
    apiServer.on('/hosts.json', json([apiServer.origin]));
    apiServer.on('/api/user/getProfitConsumeType', ok({ list: [] }));
    const app = services(`${apiServer.origin}/hosts.json`);
    await app.boot();
    app.root.user.setUser(user({ id: 77, token: 'tk77' }));
    await app.api.user.getProfitConsumeType();
    expect(apiServer.seen.at(-1)?.body).toEqual({ token: 'tk77', uid: 77, sp_source: 5, platform: 3 });
    app.root.dispose();
  });

  it('login timeout: the store user is reset, storage cleared, the return address saved (spec §8)', async () => {
    apiServer.on('/hosts.json', json([apiServer.origin]));
    apiServer.on('/api/user/getProfitConsumeType', json({ status: 2, msg: '登录超时', data: null }));
    const app = services(`${apiServer.origin}/hosts.json`);
    await app.boot();
    app.root.user.setUser(user());
    const error = await app.api.user.getProfitConsumeType().catch((e: unknown) => e);
    await flush();
    expect(isLoginTimeout(error)).toBe(true);
    expect(app.root.user.isLoggedIn).toBe(false);
    expect(app.root.prevPage).toBe('/score?date=2026-11-22');
    expect(app.ui.log.slice(-1)).toEqual(['navigate:/login']);
    expect(JSON.parse(app.storage.getItem(BRAND.storeKey) ?? '{}')).toMatchObject({ userInfo: null });
    app.root.dispose();
  });
});
