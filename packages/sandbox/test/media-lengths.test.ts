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

describe('issue #34: artwork per kind, with a legible title instead of a placeholder label', () => {
  const svgOf = async (url: string) => {
    const response = await fetch(`${sb.url}${url}`);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text).join('');

  it('a promotion’s art carries its title in the page language, never "AD 2" or "ACTIVITY 3"', async () => {
    for (const [query, lang] of [
      ['', 'zh'],
      ['?lang=pt-br', 'pt'],
    ] as const) {
      const config = (
        await sb.get<{ home_pop_ad: { image: string }[]; live_play_ad: { image: string }[] }>(
          `/api/config/getCommonConfig${query}`,
        )
      ).data;
      const activity = (await sb.post<PageOf<{ title: string; cover: string }>>('/api/activity/getList', {}, query))
        .data.list[0] as { title: string; cover: string };
      const banner = (await sb.get<{ list: { title: string; image: string }[] }>(`/api/home/getHomeScroll${query}`))
        .data.list[0] as { title: string; image: string };
      for (const url of [
        config.home_pop_ad[0]?.image ?? '',
        config.live_play_ad[0]?.image ?? '',
        activity.cover,
        banner.image,
      ]) {
        const shown = texts(await svgOf(url));
        expect(shown, url).not.toMatch(/^[A-Z]+ \d+$/);
        expect(shown.length, url).toBeGreaterThan(3);
        if (lang === 'pt') expect(shown, url).not.toMatch(/[\u3400-\u9fff]/);
        else expect(shown, url).toMatch(/[\u3400-\u9fff]/);
      }
      // The art shows the item's own title (wrapped, perhaps cut short with …).
      const flat = (text: string) => text.replace(/\s/g, '').replace(/…$/, '');
      for (const { title, url } of [
        { title: activity.title, url: activity.cover },
        { title: banner.title, url: banner.image },
      ])
        expect(flat(title).startsWith(flat(texts(await svgOf(url)))), url).toBe(true);
    }
  });

  it('match media show a pitch with no text (their card prints the title and badges its corners); promotions a trophy on a dark band', async () => {
    const activity = (await sb.post<PageOf<{ cover: string }>>('/api/activity/getList', {})).data.list[0];
    const clip = (await sb.post<PageOf<ShortVideo>>('/api/video/getShortVideoList', {})).data.list[0];
    const promotion = await svgOf(activity?.cover ?? '');
    const match = await svgOf(clip?.cover ?? '');
    expect(match).toContain('<line x1="160"');
    expect(texts(match)).toBe('');
    expect(promotion).not.toContain('<line x1="160"');
    expect(promotion).toContain('fill="rgba(0,0,0,0.45)"');
  });

  it('a cover of nothing is missing, as on a real CDN', async () => {
    for (const path of [
      '/sandbox/media/cover/ad/99.svg',
      '/sandbox/media/cover/short/9999.svg',
      '/sandbox/media/cover/zzz/1.svg',
    ])
      expect((await fetch(`${sb.url}${path}`)).status, path).toBe(404);
  });
});

describe('issue #34: the seeded site speaks as a real one', () => {
  it('no announcement, banner or activity says it is a sandbox or demonstration, in either language', async () => {
    for (const query of ['', '?lang=pt-br']) {
      const home = (
        await sb.post<{ announcement: { title: string; content: string }[] }>('/api/home/getHomeData', {}, query)
      ).data;
      const banners = (await sb.get<{ list: { title: string }[] }>(`/api/home/getHomeScroll${query}`)).data.list;
      const activities = (await sb.post<PageOf<{ title: string; summary: string }>>('/api/activity/getList', {}, query))
        .data.list;
      const text = [
        ...home.announcement.flatMap((notice) => [notice.title, notice.content]),
        ...banners.map((banner) => banner.title),
        ...activities.flatMap((activity) => [activity.title, activity.summary]),
      ].join('\n');
      expect(text.length).toBeGreaterThan(50);
      expect(text).not.toMatch(/sandbox|沙盒|演示|demonstra/i);
    }
  });
});
