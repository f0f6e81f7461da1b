// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { createRootStore } from '../stores';
import { BRAND } from '../stores/test-fixtures';
import { type RoomChat, useRoomChat } from './use-room-chat';

// The session module: imported means the chat would load, log in and join now.
const sessionImported = vi.hoisted(() => ({ value: false }));
vi.mock('./session', () => {
  sessionImported.value = true;
  const session = {
    status: 'connecting',
    acceptGuest: () => () => undefined,
    onMessages: () => () => undefined,
    watchVip: () => undefined,
    ready: () => new Promise(() => undefined),
  };
  return { chatSession: () => session };
});

let root: Root;
let container: HTMLElement;
let idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('a live room’s chat start (issue #31 item 1, long tasks)', () => {
  it('reads the room’s recent chat at once but loads the chat session (its module, login, join) only once the main thread is idle', async () => {
    const getLiveChat = vi.fn(async () => ({
      messages: [{ id: 'h1', kind: 'text', from: 'u1', nick: 'fan', text: '加油' }],
      announcement: '欢迎',
    }));
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    const services = {
      brand: { ...BRAND, chat: { sdkAppId: 1400000001 } },
      root: store,
      api: { live: { getLiveChat } },
    } as unknown as Services;
    let chat: RoomChat | null = null;
    const Probe = () => {
      chat = useRoomChat(12);
      return null;
    };
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(createElement(ServicesProvider, { services, children: createElement(Probe) })));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(getLiveChat).toHaveBeenCalledTimes(1);
    expect(chat!.lines.map((line) => line.id)).toEqual(['h1']);
    expect(chat!.announcement).toBe('欢迎');
    expect(sessionImported.value).toBe(false);

    await act(async () => {
      for (const callback of idleCallbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sessionImported.value).toBe(true);
    expect(chat!.status).toBe('connecting');
  });
});
