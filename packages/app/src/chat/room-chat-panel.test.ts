// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { appendLines, CHAT_LINES_KEPT, type ChatLine } from '../domain/room-chat';
import { createRootStore } from '../stores';
import { BRAND, user } from '../stores/test-fixtures';
import { RoomChatPanel } from './RoomChatPanel';
import type { RoomChat } from './use-room-chat';

let root: Root;
let container: HTMLElement;

function chatOf(lines: ChatLine[]): RoomChat {
  return {
    status: 'ready',
    lines,
    historyRead: true,
    announcement: '',
    onRaceStart: () => () => undefined,
    sendText: async () => true,
    vipLevel: () => 0,
    chatEffect: () => false,
    avatarFrame: () => false,
  };
}

async function show(lines: ChatLine[], reader = user({ id: 0 })) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  store.user.setUser(reader);
  const services = { brand: { language: 'zh-CN' }, root: store } as unknown as Services;
  const panel = createElement(RoomChatPanel, { chat: chatOf(lines), notes: '', loggedIn: true });
  await act(async () =>
    root.render(createElement(MemoryRouter, null, createElement(ServicesProvider, { services, children: panel }))),
  );
}

const messages = (from: number, count: number): ChatLine[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${from + i}`,
    kind: 'text',
    from: `u${(from + i) % 10}`,
    nick: `n${(from + i) % 10}`,
    text: `busy ${from + i}`,
  }));

const list = () => container.querySelector('ol') as HTMLOListElement;
const jump = () => container.querySelector<HTMLButtonElement>('.room-chat__jump');

// jsdom lays nothing out and has no ResizeObserver: the panel's observers are called as a browser would, once
// when an element starts being observed (the browser reports its size after the next layout) and on a resize.
let observers: (() => void)[] = [];
let reportOnObserve = true;
beforeEach(() => {
  observers = [];
  reportOnObserve = true;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.push(this.callback);
        if (reportOnObserve)
          queueMicrotask(() => {
            if (observers.includes(this.callback)) this.callback();
          });
      }
      disconnect() {
        observers = observers.filter((observer) => observer !== this.callback);
      }
    },
  );
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('a busy live room (issue #31 item 5)', () => {
  function mount() {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }

  it('the room chat list stays at CHAT_LINES_KEPT lines, the newest, after 1,000 pushed messages', async () => {
    mount();
    let lines: ChatLine[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      // As many lines as the chat hands over (an uncapped source too): the panel still shows only the newest.
      lines = appendLines(lines, messages(batch * 100, 100), Number.POSITIVE_INFINITY);
      await show(lines);
      expect(list().querySelectorAll('li').length).toBeLessThanOrEqual(CHAT_LINES_KEPT);
    }
    const shown = list().querySelectorAll('li');
    expect(shown).toHaveLength(CHAT_LINES_KEPT);
    expect(shown[0]?.textContent).toContain(`busy ${1000 - CHAT_LINES_KEPT}`);
    expect(shown[shown.length - 1]?.textContent).toContain('busy 999');
  });

  it('a reader who scrolled up keeps their place and gets a "new messages" jump back to the newest', async () => {
    mount();
    let lines = messages(0, 50);
    await show(lines);
    // jsdom lays nothing out: the list's sizes are set as a browser would report them.
    const element = list();
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => 20 * element.children.length });
    await act(async () => {
      element.scrollTop = 200;
      element.dispatchEvent(new Event('scroll'));
    });
    lines = appendLines(lines, messages(50, 7));
    await show(lines);
    expect(element.scrollTop).toBe(200);
    expect(jump()?.textContent).toBe('7 条新消息');

    lines = appendLines(lines, messages(57, 300));
    await show(lines);
    expect(jump()?.textContent).toBe('99+ 条新消息');

    await act(async () => jump()?.click());
    expect(element.scrollTop).toBe(20 * CHAT_LINES_KEPT);
    expect(jump()).toBeNull();
    // Following again: the next lines keep the list at its bottom.
    lines = appendLines(lines, messages(357, 3));
    await show(lines);
    expect(element.scrollTop).toBe(20 * CHAT_LINES_KEPT);
    expect(jump()).toBeNull();
  });

  it('the list is no live region: a screen reader hears the reader’s own line and a count of the others', async () => {
    mount();
    const me = user({ id: 42, nick_name: 'fan' });
    let lines = messages(0, 20);
    await show(lines, me);
    expect(list().hasAttribute('aria-live')).toBe(false);
    const status = () => container.querySelector('[role="status"]')?.textContent;
    expect(status()).toBe('');
    lines = appendLines(lines, [
      ...messages(20, 30),
      { id: 'mine', kind: 'text', from: '42', nick: 'fan', text: 'hi all' },
    ]);
    await show(lines, me);
    expect(status()).toBe('fan: hi all. 30 条新消息');
    // Issue #30: what users wrote is marked as theirs here too (a Chinese nick read out on pt-BR is theirs, not ours).
    const theirs = [...container.querySelectorAll('[role="status"] [data-ugc]')].map((part) => part.textContent);
    expect(theirs).toEqual(['fan', 'hi all']);
  });
});

describe('the chat input at the screen bottom', () => {
  it('the panel measures where it starts again when what is above it goes (the room ad closing moved it up by its height; the input was left under the floating menu)', async () => {
    let panelTop = 458;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: panelTop }) as DOMRect);
    mountWithAd();
    await show(messages(0, 3));
    const panel = container.querySelector<HTMLElement>('.room-chat');
    expect(panel?.style.getPropertyValue('--room-chat-top')).toBe('458px');

    panelTop = 386;
    await act(async () => {
      container.parentElement?.querySelector('aside')?.remove();
      // A mutation observer is told in a microtask.
      await Promise.resolve();
    });
    expect(panel?.style.getPropertyValue('--room-chat-top')).toBe('386px');

    // The title above wraps onto a second line.
    panelTop = 400;
    await act(async () => {
      for (const observer of observers) observer();
    });
    expect(panel?.style.getPropertyValue('--room-chat-top')).toBe('400px');
    rect.mockRestore();
  });

  it('a DOM change above the panel forces no layout: the panel measures in the resize observer, after layout (issue #31 item 1, long tasks while the room loads)', async () => {
    reportOnObserve = false;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: 458 }) as DOMRect);
    mountWithAd();
    await show(messages(0, 3));
    rect.mockClear();
    await act(async () => {
      container.parentElement?.prepend(document.createElement('p'));
      await Promise.resolve();
    });
    expect(rect).not.toHaveBeenCalled();
    await act(async () => {
      for (const observer of observers) observer();
    });
    expect(rect).toHaveBeenCalled();
    expect(container.querySelector<HTMLElement>('.room-chat')?.style.getPropertyValue('--room-chat-top')).toBe('458px');
    rect.mockRestore();
  });

  /** The panel in a page whose ad and title are above it, as in the live room. */
  function mountWithAd() {
    const page = document.createElement('div');
    page.append(document.createElement('aside'), document.createElement('h2'));
    container = document.createElement('div');
    page.append(container);
    document.body.append(page);
    root = createRoot(container);
  }
});
