// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MountedPage, mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import ChatListPage from './ChatListPage';

// A chat service's state as the owner's client sees it: the open applications (get_pendency) and what was answered.
const request = {
  applicant: '77',
  applicantNick: 'Bruno',
  groupID: '@TGS#1CLUB',
  groupName: 'Clube',
  authentication: 'token',
  messageKey: 1700000000,
  applicationType: 0,
  userID: '42',
};
let waiting: (typeof request)[] = [];
let unreadable = false;
const handled: unknown[] = [];
const client = {
  getGroupList: async () => ({ data: { groupList: [] } }),
  getGroupApplicationList: async () => {
    if (unreadable) throw new Error('network');
    return { data: { applicationList: [...waiting] } };
  },
  handleGroupApplication: async (options: { handleAction: string; application: typeof request }) => {
    handled.push(options);
    waiting = waiting.filter((a) => a !== options.application);
    return { data: {} };
  },
  setMessageRead: async () => ({ data: {} }),
};
const listeners = new Set<(messages: unknown[]) => void>();
const session = {
  status: 'ready',
  userID: '42',
  version: 0,
  conversations: [],
  friendRequests: 0,
  joinRequests: 0,
  friendsVersion: 0,
  joinCountsRead: 0,
  profiles: new Map(),
  groupNames: new Map(),
  TIM: { TYPES: { CONV_SYSTEM: '@TIM#SYSTEM' } },
  ready: async () => client,
  refresh: () => undefined,
  readJoinRequests() {
    this.joinCountsRead += 1;
  },
  watchVip: () => undefined,
  vipLevel: () => 0,
  cardOn: () => false,
  onMessages: (listener: (messages: unknown[]) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
vi.mock('../../chat', () => ({ useChatSession: () => session }));

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe('join requests on the chat list (messaging spec §4 system notice 1)', () => {
  it('§4 system notice 1: a join request shows on the group tab as it arrives, with a badge, and accepting answers it', async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'pt-BR' }, storage: null, document: null });
    root.language.setLang('pt-BR');
    root.user.setUser(user());
    const api = { user: { getUserBasicInfo: async () => null } } as unknown as Services['api'];
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=group', titled: ['/c2c'] });
    await settle();
    const shown = () => [...page!.container.querySelectorAll('[data-testid="join-request"]')].map((e) => e.textContent);
    expect(shown()).toEqual([]);

    // B asks: the service lists the request and pushes its notice; the open page shows it without a reload.
    waiting = [request];
    await act(async () => {
      for (const listener of listeners)
        listener([
          {
            conversationType: '@TIM#SYSTEM',
            type: 'TIMGroupSystemNoticeElem',
            payload: { operationType: 1, operatorID: '77', groupProfile: { groupID: '@TGS#1CLUB' } },
          },
        ]);
    });
    await settle();
    expect(shown()).toEqual(['Bruno']);
    expect(page.container.textContent).toContain('Clube');
    expect(page.container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toContain(
      '1 pedidos de entrada',
    );

    const accept = [...page.container.querySelectorAll('button')].find((b) => b.textContent === 'Aceitar');
    await act(async () => accept?.click());
    await settle();
    expect(handled).toEqual([{ handleAction: 'Agree', application: request }]);
    expect(shown()).toEqual([]);
    // The menu's badge count is read again once the request is answered.
    expect(session.joinCountsRead).toBe(1);
  });

  it('says when the waiting requests could not be read, and reads them again on retry', async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'zh-CN' }, storage: null, document: null });
    root.user.setUser(user());
    const api = { user: { getUserBasicInfo: async () => null } } as unknown as Services['api'];
    waiting = [request];
    unreadable = true;
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=group', titled: ['/c2c'] });
    await settle();
    const retry = [...page.container.querySelectorAll('button')].find((b) => b.textContent?.includes('加载失败'));
    expect(retry).toBeDefined();
    unreadable = false;
    await act(async () => retry?.click());
    await settle();
    expect(page.container.querySelector('[data-testid="join-request"]')?.textContent).toBe('Bruno');
  });
});
