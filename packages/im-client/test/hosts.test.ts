import { afterEach, describe, expect, it, vi } from 'vitest';
import TIM from '../src/index.ts';
import { cloudHosts, nextHost } from '../src/transport/hosts.ts';
import { probeNetwork } from '../src/transport/probe.ts';
import { FakeService, flush } from './fake-service.ts';

const host = (url: string): string => url.slice(0, url.indexOf('/binfo?'));

describe('cloud hosts by app id (messaging spec §7: regional hosts by app id ranges, as tim-js-sdk 2.27.6)', () => {
  it('an app of the China site gets the default, the backup and the anycast host', () => {
    expect(cloudHosts(1400581200)).toEqual(['wss://wss.im.qcloud.com', 'wss://wss.tim.qq.com', 'wss://162.14.13.203']);
  });

  it('apps in 2-7 x 10^7 and 172-177 x 10^7 get their regional site (India default on my-imcloud)', () => {
    const sites: [number, string, string][] = [
      [20_000_000, 'wss://wsssgp.im.qcloud.com', 'wss://wsssgp.my-imcloud.com'],
      [1_729_999_999, 'wss://wsssgp.im.qcloud.com', 'wss://wsssgp.my-imcloud.com'],
      [30_000_001, 'wss://wsskr.im.qcloud.com', 'wss://wsskr.my-imcloud.com'],
      [1_730_000_000, 'wss://wsskr.im.qcloud.com', 'wss://wsskr.my-imcloud.com'],
      [49_999_999, 'wss://wssger.im.qcloud.com', 'wss://wssger.my-imcloud.com'],
      [1_740_000_000, 'wss://wssger.im.qcloud.com', 'wss://wssger.my-imcloud.com'],
      [50_000_000, 'wss://wssind.my-imcloud.com', 'wss://wssind.im.qcloud.com'],
      [1_750_000_000, 'wss://wssind.my-imcloud.com', 'wss://wssind.im.qcloud.com'],
      [60_000_000, 'wss://wssjpn.im.qcloud.com', 'wss://wssjpn.my-imcloud.com'],
      [1_760_000_000, 'wss://wssjpn.im.qcloud.com', 'wss://wssjpn.my-imcloud.com'],
      [79_999_999, 'wss://wssusa.im.qcloud.com', 'wss://wssusa.my-imcloud.com'],
      [1_770_000_000, 'wss://wssusa.im.qcloud.com', 'wss://wssusa.my-imcloud.com'],
    ];
    for (const [appId, main, backup] of sites) expect(cloudHosts(appId), String(appId)).toEqual([main, backup]);
  });

  it('apps just outside the regional ranges are China apps; oversea gives the international pair', () => {
    for (const appId of [19_999_999, 80_000_000, 1_400_000_001, 1_719_999_999, 1_780_000_000])
      expect(cloudHosts(appId)[1], String(appId)).toBe('wss://wss.tim.qq.com');
    expect(cloudHosts(1400581200, true)).toEqual(['wss://wss.im.qcloud.com', 'wss://wss.my-imcloud.com']);
    expect(cloudHosts(50_000_000, true)[0]).toBe('wss://wssind.my-imcloud.com');
  });
});

describe('host fallback order (spec §7: a backup and an anycast host are tried in turn)', () => {
  it('each new socket moves on; the anycast host is tried once, then default and backup alternate', () => {
    const hosts = cloudHosts(1400581200);
    const seen: string[] = [];
    for (let i = 0, index = -1; i < 7; i++) seen.push(hosts[(index = nextHost(hosts, index))]!);
    const [main, backup, anycast] = ['wss://wss.im.qcloud.com', 'wss://wss.tim.qq.com', 'wss://162.14.13.203'];
    expect(seen).toEqual([main, backup, anycast, main, backup, main, backup]);
  });

  it('the client connects to the default host, then after each drop to the next one', async () => {
    const service = new FakeService();
    const c = TIM.create({ SDKAppID: 1_730_000_123, WebSocket: service.WebSocket, timing: { reconnectDelayMs: 1 } });
    await flush();
    for (let i = 0; i < 3; i++) {
      service.last.close();
      await flush(20);
    }
    expect(service.sockets.map((s) => host(s.url))).toEqual([
      'wss://wsskr.im.qcloud.com',
      'wss://wsskr.my-imcloud.com',
      'wss://wsskr.im.qcloud.com',
      'wss://wsskr.my-imcloud.com',
    ]);
    expect(service.sockets[0]!.url).toContain('/binfo?sdkappid=1730000123&instanceid=');
    c.destroy();
  });

  it('a proxy replaces every cloud host, on every reconnect', async () => {
    const service = new FakeService();
    const c = TIM.create({
      SDKAppID: 1400581200,
      proxyServer: 'wss://chat.example.com/im/',
      WebSocket: service.WebSocket,
      timing: { reconnectDelayMs: 1 },
    });
    await flush();
    service.last.close();
    await flush(20);
    expect(service.sockets.map((s) => host(s.url))).toEqual(['wss://chat.example.com/im', 'wss://chat.example.com/im']);
    c.destroy();
  });
});

describe('the network probe on a cloud host (spec §4: the network is probed before reconnecting)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the host's https origin without CORS: a cross-origin page gets an opaque answer, not a CORS failure", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await probeNetwork('wss://wss.tim.qq.com/binfo?sdkappid=1')).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://wss.tim.qq.com',
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }),
    );
  });
});
