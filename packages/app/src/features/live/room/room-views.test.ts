// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../../../app/services';
import type { RaceStartMessage } from '../../../domain/race-start';
import { createRootStore } from '../../../stores';
import { BRAND } from '../../../stores/test-fixtures';
import { RoomChatPanel } from '../../../chat/RoomChatPanel';
import { Player } from '../../../components/player/Player';
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
  it('untrusted chat text and nicknames render as text, never as HTML', async () => {
    const chat: RoomChat = {
      status: 'ready',
      lines: [
        { id: '1', kind: 'text', from: 'u1', nick: '<i>nick</i>', text: '<img src=x onerror=alert(1)>' },
        { id: '2', kind: 'gift', nick: 'Ann', giftName: '<b>Rose</b>', amount: 520 },
        { id: '3', kind: 'enter', from: 'u3', nick: 'Bob' },
      ],
      onRaceStart: () => () => undefined,
      sendText: async () => true,
      vipLevel: (userID) => (userID === 'u1' ? 2 : 0),
    };
    await render(createElement(RoomChatPanel, { chat, notes: '<script>x</script>', loggedIn: true }));
    const lines = container.querySelector('ol');
    expect(lines?.querySelectorAll('img, b, i, script')).toHaveLength(0);
    expect(lines?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(lines?.textContent).toContain('送出 <b>Rose</b> x520');
    expect(lines?.textContent).toContain('Bob 进入了直播间');
    expect([...(lines?.querySelectorAll('.room-chat__vip') ?? [])].map((badge) => badge.textContent)).toEqual(['VIP2']);
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('room player states', () => {
  it('without Media Source Extensions nor native HLS it says the browser cannot play the live (no hls.js load)', async () => {
    await render(createElement(Player, { src: '/live/a.m3u8', language: 'zh-CN' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('当前浏览器不支持播放直播');
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('unsupported');
  });

  it('past the play limit it stops and shows the limit text with its action (spec §3)', async () => {
    let asked = 0;
    await render(
      createElement(Player, {
        src: '/live/a.m3u8',
        language: 'zh-CN',
        blocked: true,
        blockedText: '免费观看时间已到，登录后继续观看',
        blockedAction: { text: '登录', onClick: () => (asked += 1) },
      }),
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('免费观看时间已到，登录后继续观看');
    await act(async () => alert?.querySelector('button')?.click());
    expect(asked).toBe(1);
    expect(container.querySelector('video')?.hasAttribute('src')).toBe(false);
  });
});
