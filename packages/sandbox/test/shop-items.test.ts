import type { BagItem, Goods, UserInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, sandbox, type TestSandbox } from './helpers.ts';

// Issue #32: each shop item does what it says when used, decided by the server, once per request_id.
let sb: TestSandbox;
let clock = 1_790_000_000;

beforeAll(async () => {
  sb = await sandbox({ now: () => clock, chat: false });
});

afterAll(async () => {
  await sb.close();
});

const VIP_CARD = 1;
const RENAME_CARD = 2;
const FRAME_CARD = 3;
const CHAT_EFFECT_CARD = 4;
const NO_ADS_CARD = 5;
const QUIZ_CARD = 6;

/** A new user with gold who bought one of `goodsId`; returns the user and the bag item. */
async function owner(mobile: string, goodsId: number) {
  const user = await register(sb, mobile);
  await sb.post('/sandbox/credit', { uid: user.uid, gold: 1000 });
  const bought = await sb.post('/api/shop/buyGoods', {
    token: user.token,
    goods_id: goodsId,
    request_id: `buy-${mobile}`,
  });
  expect(bought.status).toBe(0);
  const bag = (await sb.post<{ list: BagItem[] }>('/api/user/getBagList', { token: user.token })).data.list;
  return { ...user, item: bag[0] as BagItem };
}

const me = async (token: string) => (await sb.post<UserInfo>('/webapi/User/getUserInfo', { token })).data;
const use = (token: string, id: number, request_id: string, extra: Record<string, unknown> = {}) =>
  sb.post<BagItem>('/api/user/useBagItem', { token, id, request_id, ...extra });

describe('shop items do what they say (issue #32)', () => {
  it('rename card: renames with the nickname rules, uses the card only when the rename succeeds; a replay answers the first result', async () => {
    const taken = await register(sb, '13800003201');
    await sb.post('/api/user/editUserInfo', { token: taken.token, nick_name: '已有的名字' });
    const user = await owner('13800003202', RENAME_CARD);
    expect(user.item).toMatchObject({ effect: 'rename', status: 2 });
    expect((await use(user.token, user.item.id, 'rename-0001')).msg).toBe('缺少参数 nick_name');
    expect((await use(user.token, user.item.id, 'rename-0002', { nick_name: '已有的名字' })).msg).toBe(
      '该昵称已被使用，请换一个',
    );
    expect((await use(user.token, user.item.id, 'rename-0003', { nick_name: '官方客服' })).status).toBe(1);
    // Refused renames kept the card.
    const bag = (await sb.post<{ list: BagItem[] }>('/api/user/getBagList', { token: user.token })).data.list;
    expect(bag[0]).toMatchObject({ status: 2 });
    const used = await use(user.token, user.item.id, 'rename-0004', { nick_name: '新名字' });
    expect(used.data).toMatchObject({ id: user.item.id, status: 1 });
    expect((await me(user.token)).nick_name).toBe('新名字');
    const replay = await use(user.token, user.item.id, 'rename-0004', { nick_name: '新名字' });
    expect(replay).toMatchObject({ status: 0, data: used.data });
    expect((await use(user.token, user.item.id, 'rename-0005', { nick_name: '再改一次' })).msg).toBe('该物品不可使用');
    expect((await me(user.token)).nick_name).toBe('新名字');
  });

  it('VIP card: grants VIP level 1 for 3 days, running on from an active VIP; a replay grants nothing more', async () => {
    const user = await owner('13800003203', VIP_CARD);
    expect(user.item.effect).toBe('vip');
    expect((await me(user.token)).vip_level).toBe(0);
    expect((await use(user.token, user.item.id, 'vipcard-0001')).data).toMatchObject({ status: 1 });
    const after = await me(user.token);
    expect(after).toMatchObject({ vip_level: 1, vip_date: clock + 3 * 86400, is_no_popad: 1 });
    expect((await use(user.token, user.item.id, 'vipcard-0001')).status).toBe(0);
    expect((await me(user.token)).vip_date).toBe(clock + 3 * 86400);
  });

  it('no-ads card: sets is_no_qrad and is_no_popad for 7 days, then they end (server-side expiry)', async () => {
    const user = await owner('13800003204', NO_ADS_CARD);
    expect(user.item.effect).toBe('no_ads');
    expect(await me(user.token)).toMatchObject({ is_no_qrad: 0, is_no_popad: 0 });
    expect((await use(user.token, user.item.id, 'noads-0001')).data).toMatchObject({ status: 1 });
    expect(await me(user.token)).toMatchObject({ is_no_qrad: 1, is_no_popad: 1 });
    expect((await use(user.token, user.item.id, 'noads-0001')).status).toBe(0);
    const start = clock;
    // Seven days outlive the login token: the user logs in again to read the flags.
    const login = async () =>
      (await sb.post<{ token: string }>('/webapi/user/login', { account: '13800003204', password: 'secret123' })).data
        .token;
    clock = start + 7 * 86400 - 1;
    expect(await me(await login())).toMatchObject({ is_no_qrad: 1, is_no_popad: 1 });
    clock = start + 7 * 86400;
    expect(await me(await login())).toMatchObject({ is_no_qrad: 0, is_no_popad: 0 });
    clock = start;
  });

  it("a card the user does not own is refused and changes nothing: another user's rename card, VIP card, no-ads card", async () => {
    const stranger = await register(sb, '13800003205');
    for (const [mobile, goodsId] of [
      ['13800003206', RENAME_CARD],
      ['13800003207', VIP_CARD],
      ['13800003208', NO_ADS_CARD],
    ] as const) {
      const user = await owner(mobile, goodsId);
      const answer = await use(stranger.token, user.item.id, `steal-${mobile}`, { nick_name: '偷来的名字' });
      expect(answer.status).toBe(4);
      const bag = (await sb.post<{ list: BagItem[] }>('/api/user/getBagList', { token: user.token })).data.list;
      expect(bag[0]).toMatchObject({ status: 2 });
    }
    expect(await me(stranger.token)).toMatchObject({ vip_level: 0, is_no_qrad: 0, is_no_popad: 0 });
    expect((await me(stranger.token)).nick_name).not.toBe('偷来的名字');
  });

  it('avatar frame card: frames the avatar for 30 days and chat effect card highlights room lines for 7, each from the use (server-side ends); a second card runs on', async () => {
    const user = await owner('13800003209', FRAME_CARD);
    expect(user.item.effect).toBe('avatar_frame');
    expect(await me(user.token)).toMatchObject({ avatar_frame_until: 0, chat_effect_until: 0 });
    expect((await use(user.token, user.item.id, 'frame-0001')).data).toMatchObject({ status: 1 });
    expect(await me(user.token)).toMatchObject({ avatar_frame_until: clock + 30 * 86400, chat_effect_until: 0 });
    // Everyone sees it on the user's profile (/c2c-user, the anchor page).
    const basic = await sb.post<{ avatar_frame_until: number }>('/api/user/getUserBasicInfo', { id: user.uid });
    expect(basic.data.avatar_frame_until).toBe(clock + 30 * 86400);
    expect((await use(user.token, user.item.id, 'frame-0001')).status).toBe(0);
    expect((await me(user.token)).avatar_frame_until).toBe(clock + 30 * 86400);
    await sb.post('/api/shop/buyGoods', { token: user.token, goods_id: FRAME_CARD, request_id: 'buy-frame-2' });
    const second = (await sb.post<{ list: BagItem[] }>('/api/user/getBagList', { token: user.token })).data.list[0];
    await use(user.token, (second as BagItem).id, 'frame-0002');
    expect((await me(user.token)).avatar_frame_until).toBe(clock + 60 * 86400);

    const talker = await owner('13800003210', CHAT_EFFECT_CARD);
    expect(talker.item.effect).toBe('chat_effect');
    await use(talker.token, talker.item.id, 'effect-0001');
    expect(await me(talker.token)).toMatchObject({ avatar_frame_until: 0, chat_effect_until: clock + 7 * 86400 });
  });

  it('the shop sells only what does something: the quiz double card (the quiz is a vote with no stake) is neither listed nor sold', async () => {
    const user = await register(sb, '13800003211');
    await sb.post('/sandbox/credit', { uid: user.uid, gold: 1000 });
    const gold = (await me(user.token)).gold;
    const list = (await sb.post<{ list: Goods[] }>('/api/shop/getGoodsList', { size: 50 })).data.list;
    expect(list.map((goods) => goods.id)).not.toContain(QUIZ_CARD);
    expect(list.filter((goods) => goods.kind === 1).map((goods) => goods.effect)).toEqual([
      'vip',
      'rename',
      'avatar_frame',
      'chat_effect',
      'no_ads',
    ]);
    const bought = await sb.post('/api/shop/buyGoods', {
      token: user.token,
      goods_id: QUIZ_CARD,
      request_id: 'quiz-1',
    });
    expect(bought.status).toBe(4);
    expect((await me(user.token)).gold).toBe(gold);
    expect((await sb.post('/api/shop/getGoodsInfo', { goods_id: QUIZ_CARD })).status).toBe(4);
  });

  it("an item's page: one goods with its description, price, stock, effect and how long it lasts", async () => {
    const frame = await sb.post<Goods>('/api/shop/getGoodsInfo', { goods_id: FRAME_CARD });
    expect(frame.data).toMatchObject({
      id: FRAME_CARD,
      name: '炫彩头像框',
      price: 300,
      kind: 1,
      effect: 'avatar_frame',
      effect_days: 30,
      valid_days: 30,
    });
    expect(frame.data.description).toContain('30 天');
    const shirt = await sb.post<Goods>('/api/shop/getGoodsInfo?lang=pt-br', { goods_id: 7 });
    expect(shirt.data).toMatchObject({
      name: 'Camisa do time',
      kind: 2,
      effect: 'none',
      effect_days: 0,
      valid_days: 0,
    });
    expect((await sb.post('/api/shop/getGoodsInfo', { goods_id: 999 })).status).toBe(4);
    expect((await sb.post('/api/shop/getGoodsInfo', {})).msg).toBe('缺少参数 goods_id');
  });

  it('address book (issue #32): a mobile the courier could not call and a 21st address are refused, in both languages; nothing is saved', async () => {
    const user = await register(sb, '13800003212');
    const save = (mobile: string, lang = '') =>
      sb.post(`/api/user/saveAddress${lang}`, {
        token: user.token,
        name: '张三',
        mobile,
        region: '上海',
        detail: '1 号',
      });
    expect((await save('abc')).msg).toBe('收货人手机号格式不正确');
    expect((await save('12', '?lang=pt-br')).msg).toBe('O telefone do destinatário é inválido');
    expect((await save('   ')).msg).toBe('缺少参数 mobile');
    for (let i = 0; i < 20; i++) expect((await save('+55 11 91234-5678')).status).toBe(0);
    expect((await save('13800003212')).msg).toBe('最多保存 20 个收货地址');
    const list = (await sb.post<{ list: unknown[] }>('/api/user/getAddressList', { token: user.token })).data.list;
    expect(list).toHaveLength(20);
  });
});
