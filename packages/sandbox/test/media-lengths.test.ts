import type { PageOf, RecordVideo, ShortVideo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox, type TestSandbox } from './helpers.ts';

// Issue #34: a video's length matches its kind, and the length a list shows is the length that plays.

let sb: TestSandbox;
beforeAll(async () => {
  sb = await sandbox({ chat: false });
});
afterAll(() => sb.close());

/** The seconds a playlist plays: the sum of its EXTINF lines; the loop's restarts are marked. */
async function played(url: string): Promise<{ seconds: number; restarts: number; ended: boolean }> {
  const text = await (await fetch(`${sb.url}${url}`)).text();
  const seconds = [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((sum, [, value]) => sum + Number(value), 0);
  return {
    seconds,
    restarts: text.split('#EXT-X-DISCONTINUITY\n').length - 1,
    ended: text.includes('#EXT-X-ENDLIST'),
  };
}

describe('issue #34: media lengths by kind', () => {
  it('short clips last 10-60 s, not all alike, and each plays exactly its length', async () => {
    const list = (await sb.post<PageOf<ShortVideo>>('/api/video/getShortVideoList', { size: 100 })).data.list;
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const clip of list) {
      expect(clip.duration, clip.title).toBeGreaterThanOrEqual(10);
      expect(clip.duration, clip.title).toBeLessThanOrEqual(60);
    }
    expect(new Set(list.map((clip) => clip.duration)).size).toBeGreaterThan(10);
    for (const clip of list.slice(0, 5)) {
      const playlist = await played(clip.url);
      expect(playlist.seconds, clip.title).toBeCloseTo(clip.duration, 2);
      expect(playlist.ended).toBe(true);
    }
  });

  it('a 完整版 / jogo completo replay is a whole match (over 90 min), the demo stream looped to that length', async () => {
    for (const [query, word] of [
      ['', '完整版'],
      ['?lang=pt-br', 'jogo completo'],
    ] as const) {
      const list = (await sb.post<PageOf<RecordVideo>>('/api/video/getRecordVideoList', { size: 100 }, query)).data
        .list;
      const full = list.filter((video) => video.title.includes(word));
      expect(full.length, word).toBeGreaterThan(3);
      for (const video of full) expect(video.duration, video.title).toBeGreaterThan(90 * 60);
      // Only full replays say so: highlights, previews and interviews are minutes long.
      for (const video of list.filter((v) => !v.title.includes(word))) {
        expect(video.duration, video.title).toBeGreaterThanOrEqual(3 * 60);
        expect(video.duration, video.title).toBeLessThanOrEqual(20 * 60);
      }
      const first = full[0] as RecordVideo;
      const playlist = await played(first.url);
      expect(playlist.seconds).toBeCloseTo(first.duration, 2);
      expect(playlist.restarts).toBeGreaterThan(100);
    }
  });

  it('a detail answers the same length and address as its list', async () => {
    const clip = (await sb.post<PageOf<ShortVideo>>('/api/video/getShortVideoList', {})).data.list[0] as ShortVideo;
    const detail = (await sb.post<ShortVideo>('/api/video/getShortVideoDetail', { id: clip.id })).data;
    expect([detail.duration, detail.url]).toEqual([clip.duration, clip.url]);
  });

  it('a recorded video longer than 4 hours or of no length is not served', async () => {
    for (const path of ['/sandbox/media/vod/0.m3u8', '/sandbox/media/vod/14401.m3u8', '/sandbox/media/vod/x.m3u8'])
      expect((await fetch(`${sb.url}${path}`)).status, path).toBe(404);
  });
});
