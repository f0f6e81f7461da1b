// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MountedPage, mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import ChatListPage from './ChatListPage';

// The chat session as a ready one offers it: a friend who is an anchor, whose chat nick is the chat service's
// Chinese name (one per account for every brand).
const client = {
  getFriendList: async () => ({ data: [{ userID: '15', remark: '', profile: { nick: '主播小美', avatar: '' } }] }),
};
const session = {
  status: 'ready',
  userID: '42',
  conversations: [],
  friendRequests: 0,
  joinRequestList: [],
  joinRequestsFailed: false,
  readJoinRequests: () => undefined,
  ready: async () => client,
  watchVip: () => undefined,
  vipLevel: () => 0,
  cardOn: () => false,
  onMessages: () => () => undefined,
};
vi.mock('../../chat', () => ({ useChatSession: () => session }));

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe("the chat page's friends tab (issue #30: names the platform owns)", () => {
  it('names an anchor friend by the platform’s name in the brand’s language, as the friends page does', async () => {
    const root = createRootStore({ brand: { ...BRAND, language: 'pt-BR' }, storage: null, document: null });
    root.language.setLang('pt-BR');
    root.user.setUser(user());
    const getUserBasicInfo = async ({ id }: { id: number }) => ({ id, nick_name: 'Bela Apresentadora', is_anchor: 1 });
    const api = { user: { getUserBasicInfo } } as unknown as Services['api'];
    page = await mountPage(ChatListPage, { root, api, path: '/c2c?tab=friends', titled: ['/c2c'] });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const row = page.container.querySelector('.chat-list .chat-row__name');
    expect(row?.textContent).toBe('Bela Apresentadora');
    expect(row?.hasAttribute('data-ugc')).toBe(false);
  });
});
