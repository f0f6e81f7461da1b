// @vitest-environment jsdom
import { act } from 'react';
import { observable, observableRef, runInAction } from 'mobx';
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
// The session keeps the one list of waiting requests (read at login and again on a join request's notice).
const session = observable(
  {
    status: 'ready',
    userID: '42',
    version: 0,
    conversations: [],
    friendRequests: 0,
    friendsVersion: 0,
    joinRequestList: null as (typeof request)[] | null,
    joinRequestsFailed: false,
    reads: 0,
    profiles: new Map(),
    groupNames: new Map(),
    TIM: { TYPES: { CONV_SYSTEM: '@TIM#SYSTEM' } },
    ready: async () => client,
    refresh: () => undefined,
    readJoinRequests() {
      session.reads += 1;
      client.getGroupApplicationList().then(
        ({ data }) =>
          runInAction(() => {
            session.joinRequestList = data.applicationList;
            session.joinRequestsFailed = false;
          }),
        () => runInAction(() => (session.joinRequestsFailed = true)),
      );
    },
    watchVip: () => undefined,
    vipLevel: () => 0,
    cardOn: () => false,
    onMessages: () => () => undefined,
  },
  {
    joinRequestList: observableRef,
    ready: false,
    refresh: false,
    readJoinRequests: false,
    watchVip: false,
    vipLevel: false,
    cardOn: false,
    onMessages: false,
  },
);
vi.mock('../../chat', () => ({ useChatSession: () => session }));

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
  runInAction(() => {
    session.joinRequestList = null;
    session.joinRequestsFailed = false;
    session.reads = 0;
  });
});

describe('join requests on the chat list (messaging spec §4 system notice 1)', () => {
  it('§4 system notice 1: a join request shows on the group tab as it arrives, with a badge, and accepting answers it', async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'pt-BR' }, storage: null, document: null });
    root.language.setLang('pt-BR');
    root.user.setUser(user());
    const api = { user: { getUserBasicInfo: async () => null } } as unknown as Services['api'];
    session.readJoinRequests();
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=group', titled: ['/c2c'] });
    await settle();
    const shown = () => [...page!.container.querySelectorAll('[data-testid="join-request"]')].map((e) => e.textContent);
    expect(shown()).toEqual([]);

    // B asks: the service lists the request and its notice makes the session read the list again; the open page
    // shows it without a reload.
    waiting = [request];
    await act(async () => session.readJoinRequests());
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
    // At login, on opening the page, on the notice, after the answer: always the session's one list.
    expect(session.reads).toBe(4);
  });

  it('says when the waiting requests could not be read, and reads them again on retry', async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'zh-CN' }, storage: null, document: null });
    root.user.setUser(user());
    const api = { user: { getUserBasicInfo: async () => null } } as unknown as Services['api'];
    waiting = [request];
    unreadable = true;
    session.readJoinRequests();
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=group', titled: ['/c2c'] });
    await settle();
    const retry = [...page.container.querySelectorAll('button')].find((b) => b.textContent?.includes('加载失败'));
    expect(retry).toBeDefined();
    unreadable = false;
    await act(async () => retry?.click());
    await settle();
    expect(page.container.querySelector('[data-testid="join-request"]')?.textContent).toBe('Bruno');
  });

  it("a member's invitation names inviter and invitee as users' text, the app's words not, and a group without a name by the app's word, never its ID", async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'zh-CN' }, storage: null, document: null });
    root.user.setUser(user());
    const api = {
      user: { getUserBasicInfo: async () => ({ nick_name: 'Ana', is_anchor: 0 }) },
    } as unknown as Services['api'];
    waiting = [{ ...request, applicationType: 2, groupName: '', userID: '55' }];
    session.readJoinRequests();
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=group', titled: ['/c2c'] });
    await settle();
    const line = page.container.querySelector('[data-testid="join-request"]')!;
    expect(line.textContent).toBe('Bruno 邀请 Ana 入群');
    expect([...line.querySelectorAll('[data-ugc]')].map((e) => e.textContent)).toEqual(['Bruno', 'Ana']);
    const group = page.container.querySelector('.chat-requests__item a')!;
    expect(group.textContent).toBe('群聊');
    expect(group.textContent).not.toContain('@TGS#');
  });
});
