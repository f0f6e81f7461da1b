import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePlaylist, loadSegments, WINDOW } from '../src/media/hls.ts';
import { sandbox, type TestSandbox } from './helpers.ts';

const MEDIA = join(import.meta.dirname, '..', 'media', 'demo');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function sequenceOf(playlist: string): number {
  return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
}

describe('live playlist over the looping demo', () => {
  const segments = loadSegments(MEDIA);

  it('the committed demo is six 2 s segments', () => {
    expect(segments.map((s) => s.duration)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('media sequence advances with real time in a sliding window', () => {
    const a = livePlaylist(segments, 100_000, 0, '/m/');
    const b = livePlaylist(segments, 100_000 + 4_000, 0, '/m/');
    expect(sequenceOf(b) - sequenceOf(a)).toBe(2);
    expect(a.match(/#EXTINF/g)?.length).toBe(WINDOW);
    expect(a).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks the loop with EXT-X-DISCONTINUITY before segment 0', () => {
    const at = (ms: number) => livePlaylist(segments, ms, 0, '/m/');
    const cycle = 12_000;
    const playlist = at(Math.ceil(100_000 / cycle) * cycle + 4_500);
    const lines = playlist.split('\n');
    const index = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(index).toBeGreaterThan(0);
    expect(lines[index + 2]).toBe('/m/seg0.m2ts');
  });
});

describe('demo stream plays in Chromium with hls.js (currentTime advances)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await sandbox();
  });
  afterAll(() => sb.close());

  it.skipIf(!existsSync(CHROMIUM))('the FLV-style pull URL, rewritten to HLS by the spec §4 rule, plays', async () => {
    const home = await sb.post<{ lives: { pull: { url: string; livestream_source: string } }[] }>(
      '/api/home/getHomeData',
    );
    const xcdn = home.data.lives.find((room) => room.pull.livestream_source === 'xcdn');
    expect(xcdn).toBeDefined();
    const hls = (xcdn?.pull.url ?? '').replace('/pull/', '/hls/').replace(/\.flv$/, '.m3u8');
    const hlsJs = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-quic',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${sb.url}/sandbox/health`);
      await page.setContent('<video id="v" muted playsinline></video>');
      await page.addScriptTag({ path: hlsJs });
      const played = await page.evaluate(async (src) => {
        type HlsLike = {
          on(event: string, fn: () => void): void;
          loadSource(s: string): void;
          attachMedia(v: HTMLVideoElement): void;
        };
        const Hls = (
          window as unknown as { Hls: { isSupported(): boolean; Events: Record<string, string>; new (): HlsLike } }
        ).Hls;
        if (!Hls.isSupported()) return { supported: false, start: 0, end: 0 };
        const video = document.getElementById('v') as HTMLVideoElement;
        const hls = new Hls();
        hls.on(Hls.Events.MANIFEST_PARSED ?? 'hlsManifestParsed', () => void video.play().catch(() => undefined));
        hls.loadSource(src);
        hls.attachMedia(video);
        const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        for (let i = 0; i < 100 && video.currentTime === 0; i++) await sleep(100);
        const start = video.currentTime;
        await sleep(2500);
        return { supported: true, start, end: video.currentTime };
      }, hls);
      expect(played.supported).toBe(true);
      expect(played.end - played.start).toBeGreaterThan(1);
    } finally {
      await browser.close();
    }
  });
});
