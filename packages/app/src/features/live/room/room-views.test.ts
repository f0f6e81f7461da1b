// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../../../app/services';
import type { RaceStartMessage } from '../../../domain/race-start';
import type { CommonConfig, SiteConfig } from '@live/api-contract';
import { calendarDay } from '../../../domain/calendar-day';
import { createRootStore, type RootStore } from '../../../stores';
import { BRAND, user } from '../../../stores/test-fixtures';
import { RoomPlayer } from './RoomPlayer';
import { RoomChatPanel } from '../../../chat/RoomChatPanel';
import { Player, POSTER_WAIT_MS } from '../../../components/player/Player';
import { RaceStartBroadcasts } from './RaceStartBroadcasts';
import type { RoomChat } from '../../../chat/use-room-chat';

let root: Root;
let container: HTMLElement;

async function render(element: ReturnType<typeof createElement>) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  const services = { brand: { language: 'zh-CN' }, root: store } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(createElement(MemoryRouter, null, createElement(ServicesProvider, { services, children: element }))),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('race-start broadcasts on screen (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a broadcast appears, is flagged removed after 5 s and purged 2.999 s later', async () => {
    let push: (message: RaceStartMessage) => void = () => undefined;
    const subscribe = (listener: (message: RaceStartMessage) => void) => {
      push = listener;
      return () => undefined;
    };
    await render(createElement(RaceStartBroadcasts, { subscribe }));
    await act(async () =>
      push({ id: 'r1', desc: 'A vs B 开赛', remove: false, payload: { Action: 'RaceStart', Data: {} } }),
    );
    const item = () => container.querySelector('.race-start__item');
    expect(item()?.textContent).toBe('A vs B 开赛');
    expect(item()?.getAttribute('data-removed')).toBe('false');
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(item()?.getAttribute('data-removed')).toBe('false');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(item()?.getAttribute('data-removed')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(2998);
    });
    expect(item()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(item()).toBeNull();
  });
});

describe('room chat lines', () => {
  // jsdom has no ResizeObserver; the panel observes what is above it to place its input.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('untrusted chat text and nicknames render as text, never as HTML', async () => {
    const chat: RoomChat = {
      status: 'ready',
      lines: [
        { id: '1', kind: 'text', from: 'u1', nick: '<i>nick</i>', text: '<img src=x onerror=alert(1)>' },
        { id: '2', kind: 'gift', nick: 'Ann', giftName: '<b>Rose</b>', amount: 520 },
        { id: '3', kind: 'enter', from: 'u3', nick: 'Bob' },
        { id: '4', kind: 'enter', from: 'guest_284a', nick: '' },
      ],
      historyRead: true,
      announcement: '',
      onRaceStart: () => () => undefined,
      sendText: async () => true,
      vipLevel: (userID) => (userID === 'u1' ? 2 : 0),
      chatEffect: (userID) => userID === 'u1',
      avatarFrame: () => false,
    };
    await render(createElement(RoomChatPanel, { chat, notes: '<script>x</script>', loggedIn: true }));
    const lines = container.querySelector('ol');
    expect(lines?.querySelectorAll('img, b, i, script')).toHaveLength(0);
    expect(lines?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(lines?.textContent).toContain('送出 <b>Rose</b> x520');
    expect(lines?.textContent).toContain('Bob 进入了直播间');
    expect(lines?.textContent).toContain('游客 进入了直播间');
    expect(lines?.textContent).not.toContain('guest_284a');
    expect([...(lines?.querySelectorAll('.room-chat__vip') ?? [])].map((badge) => badge.textContent)).toEqual(['VIP2']);
    // A chat effect card (issue #32) highlights only that sender's text lines.
    expect([...(lines?.querySelectorAll('[data-effect]') ?? [])].map((line) => line.textContent)).toEqual([
      '<i>nick</i>VIP2: <img src=x onerror=alert(1)>',
    ]);
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('room player states', () => {
  // An idle browser: the player's wait for an idle main thread ends at once (jsdom has no idle callbacks).
  let idleCallbacks: IdleRequestCallback[] = [];
  let idleAtOnce = true;
  beforeEach(() => {
    idleCallbacks = [];
    idleAtOnce = true;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      if (idleAtOnce) callback({ didTimeout: false, timeRemaining: () => 50 });
      else idleCallbacks.push(callback);
      return 1;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A browser with Media Source Extensions whose codecs hls.js finds unsupported (jsdom plays nothing). */
  const withMediaSource = () => vi.stubGlobal('MediaSource', { isTypeSupported: () => false });
  /** A browser that says it plays HLS itself; play() resolves as a browser's does. */
  const withNativeHls = () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  };
  const playerState = () => container.querySelector('[data-state]')?.getAttribute('data-state');
  const videoElement = () => container.querySelector('video') as HTMLVideoElement;
  /** Renders a player and lets its effect's first task run. */
  async function renderPlayer(props: Partial<Parameters<typeof Player>[0]> = {}) {
    await render(createElement(Player, { src: '/live/a.m3u8', language: 'zh-CN', ...props }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  const runIdleCallbacks = () =>
    act(async () => {
      for (const callback of idleCallbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  const videoEvents = (...types: string[]) =>
    act(async () => {
      for (const type of types) videoElement().dispatchEvent(new Event(type));
    });

  it('issue #31 item 1: once its poster is in, the player loads hls.js only when the main thread is idle, not among the page’s long tasks', async () => {
    idleAtOnce = false;
    withMediaSource();
    await renderPlayer();
    expect(playerState()).toBe('loading');
    expect(idleCallbacks).toHaveLength(1);
    await runIdleCallbacks();
    // hls.js's module loads (the import is real), then finds no codec support through this page's MediaSource.
    await vi.waitFor(() => expect(playerState()).toBe('unsupported'));
  });

  it('issue #31 item 1: where the browser plays HLS itself, the stream is the video’s source at once: no hls.js, no wait for an idle main thread', async () => {
    idleAtOnce = false;
    withMediaSource();
    withNativeHls();
    await renderPlayer();
    expect(videoElement().getAttribute('src')).toBe('/live/a.m3u8');
    expect(idleCallbacks).toHaveLength(0);
    expect(playerState()).toBe('loading');
    await videoEvents('playing');
    expect(playerState()).toBe('playing');
  });

  it('when the browser’s own HLS fails before its first frame, hls.js takes the stream over (and only then is loaded)', async () => {
    idleAtOnce = false;
    withMediaSource();
    withNativeHls();
    await renderPlayer();
    await videoEvents('error');
    expect(videoElement().hasAttribute('src')).toBe(false);
    expect(playerState()).toBe('loading');
    expect(idleCallbacks).toHaveLength(1);
    // hls.js finds no codec support here either: with both ways tried, the player offers a retry.
    await runIdleCallbacks();
    await vi.waitFor(() => expect(playerState()).toBe('error'));
    expect(container.querySelector('[role="alert"] button')).not.toBeNull();
  });

  it('an error after the browser’s own HLS has played is the stream failing: the player shows it with a retry, no second way', async () => {
    withMediaSource();
    withNativeHls();
    await renderPlayer();
    await videoEvents('playing', 'error');
    expect(playerState()).toBe('error');
    expect(idleCallbacks).toHaveLength(0);
    expect(videoElement().getAttribute('src')).toBe('/live/a.m3u8');
  });

  it('a refused autoplay shows the play button; a play() that fails with its source leaves the error event to decide', async () => {
    withMediaSource();
    withNativeHls();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    play.mockRejectedValueOnce(new DOMException('no autoplay', 'NotAllowedError'));
    await renderPlayer();
    expect(playerState()).toBe('paused');
    expect(container.querySelector('.room-player__overlay button')?.textContent).toBe('播放');
    root.unmount();
    play.mockRejectedValueOnce(new DOMException('no source', 'NotSupportedError'));
    await renderPlayer({ src: '/live/b.m3u8' });
    expect(playerState()).toBe('loading');
  });

  it('without Media Source Extensions nor native HLS it says the browser cannot play the live (no hls.js load)', async () => {
    await renderPlayer();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('当前浏览器不支持播放直播');
    expect(playerState()).toBe('unsupported');
  });

  it('issue #31: the poster is the first paint, sized and at high priority; the player starts once it is in', async () => {
    await renderPlayer({ poster: '/media/poster.jpg' });
    const poster = container.querySelector<HTMLImageElement>('img.room-player__poster');
    expect(poster?.getAttribute('src')).toBe('/media/poster.jpg');
    expect([poster?.getAttribute('width'), poster?.getAttribute('height')]).toEqual(['16', '9']);
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
    // Not started: jsdom can play nothing, so a started player would say so at once.
    expect(playerState()).toBe('loading');
    await act(async () => {
      poster?.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(playerState()).toBe('unsupported');
  });

  it(`issue #31: a poster that never loads holds the player back ${POSTER_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers();
    try {
      await render(createElement(Player, { src: '/live/a.m3u8', poster: '/media/hung.jpg', language: 'zh-CN' }));
      await act(async () => vi.advanceTimersByTimeAsync(POSTER_WAIT_MS - 1));
      expect(playerState()).toBe('loading');
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(playerState()).toBe('unsupported');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with `stopped` it stops and shows what it is given instead of the picture', async () => {
    await render(
      createElement(Player, {
        src: '/live/a.m3u8',
        language: 'zh-CN',
        stopped: createElement('p', null, '今日免费观看时间已到'),
      }),
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('今日免费观看时间已到');
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('blocked');
    expect(container.querySelector('video')?.hasAttribute('src')).toBe(false);
  });
});

describe('the play limit is a funnel (issue #28 item 1; spec §3 video timer, §4 VIP)', () => {
  const config = { room_video_play_sec: 1800, room_video_play_flogin_sec: 300 } as SiteConfig;

  async function renderRoomPlayer(setup: (store: RootStore) => void) {
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    store.config.setCommon({ config } as CommonConfig);
    setup(store);
    const services = { brand: { language: 'zh-CN' }, root: store, api: {} } as unknown as Services;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        createElement(
          MemoryRouter,
          { initialEntries: ['/live-detail/12'] },
          createElement(ServicesProvider, {
            services,
            children: createElement(RoomPlayer, { liveId: 1012, src: '/live/a.m3u8', poster: '', qualities: [] }),
          }),
        ),
      ),
    );
    return store;
  }
  const today = () => calendarDay(Date.now());
  const offer = () => container.querySelector('[data-testid="play-offer"]');
  const links = () => [...(offer()?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);

  afterEach(() => {
    for (const dialog of document.querySelectorAll('[role="alertdialog"]')) dialog.remove();
  });

  it('a guest past room_video_play_flogin_sec gets the not-logged-in prompt and a login link', async () => {
    await renderRoomPlayer((store) => store.videoTimer.restore({ date: today(), time1: 0, time2: 300 }));
    expect(offer()?.getAttribute('data-offer')).toBe('login');
    expect(links()).toEqual([['登录', '/login']]);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('请登录使用完整功能'),
    );
  });

  it('a logged-in viewer past room_video_play_sec is offered the VIP plans and the task centre', async () => {
    await renderRoomPlayer((store) => {
      store.user.setUser(user());
      store.videoTimer.restore({ date: today(), time1: 1800, time2: 0 });
    });
    expect(offer()?.getAttribute('data-offer')).toBe('vip');
    expect(offer()?.textContent).toContain('今日免费观看时长已用完');
    expect(links()).toEqual([
      ['开通会员', '/vip-plans'],
      ['做任务赚金币', '/user-center/task'],
    ]);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('an active VIP is never stopped, however long they watched today', async () => {
    await renderRoomPlayer((store) => {
      store.user.setUser(user({ vip_level: 1, vip_date: Math.floor(Date.now() / 1000) + 86_400 }));
      store.videoTimer.restore({ date: today(), time1: 86_400, time2: 0 });
    });
    expect(offer()).toBeNull();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).not.toBe('blocked');
  });

  it('yesterday’s play does not stop a guest today', async () => {
    await renderRoomPlayer((store) => store.videoTimer.restore({ date: '2020-01-01', time1: 0, time2: 9999 }));
    expect(offer()).toBeNull();
  });
});
