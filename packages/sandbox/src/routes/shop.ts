import { type Address, BAG_ITEM_STATUS, type BagItem, type Goods, type Order } from '@live/api-contract';
import { transaction } from '../db/database.ts';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { addBagItem, move, once, requestKey, setBagItemStatus } from '../money/ledger.ts';
import { announceChatProfile } from '../chat/platform-chat.ts';
import { extendVip, publishStoredVip } from '../money/vip-grant.ts';
import { checkNickname } from '../profile/nickname.ts';
import { effectDays, effectName, type ItemEffect, itemEffect } from '../shop/bag-item-effects.ts';
import { findUser, logUserAction, type UserRow } from '../users.ts';
import { paged } from '../views.ts';
import { media } from '../world.ts';

const BAG_DAYS = 30;
const MAX_ADDRESSES = 20;
const ADDRESS_MOBILE = /^\+?[0-9][0-9 -]{4,19}$/;

interface GoodsRow {
  id: number;
  name_zh: string;
  name_br: string;
  kind: 1 | 2;
  price: number;
  stock: number;
  description_zh: string;
  description_br: string;
  on_sale: 0 | 1;
}

function goodsView(call: Call, row: GoodsRow): Goods {
  return {
    id: row.id,
    name: call.t(row.name_zh, row.name_br),
    image: media.icon('goods', row.id),
    price: row.price,
    stock: row.stock,
    kind: row.kind,
    description: call.t(row.description_zh, row.description_br),
    effect: row.kind === 1 ? effectName(row.id) : 'none',
    effect_days: row.kind === 1 ? effectDays(row.id) : 0,
    valid_days: row.kind === 1 ? BAG_DAYS : 0,
  };
}

/** A goods row the shop sells; one taken off sale (or never there) is not found, so it cannot be bought. */
function goodsOnSale(call: Call, id: number): GoodsRow {
  const row = call.app.db.prepare('SELECT * FROM goods WHERE id = ? AND on_sale = 1').get(id) as GoodsRow | undefined;
  if (!row) notFound(call.t('商品', 'Produto'), id);
  return row;
}

function orderView(
  call: Call,
  row: {
    id: number;
    goods_id: number;
    quantity: number;
    gold: number;
    status: number;
    address: string;
    created_at: number;
    name_zh: string;
    name_br: string;
  },
): Order {
  return {
    id: row.id,
    goods_id: row.goods_id,
    goods_name: call.t(row.name_zh, row.name_br),
    image: media.icon('goods', row.goods_id),
    quantity: row.quantity,
    gold: row.gold,
    status: row.status,
    address: row.address,
    created_at: row.created_at,
  };
}

function addressView(row: Address): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    region: row.region,
    detail: row.detail,
    is_default: row.is_default ? 1 : 0,
  };
}

function bagItems(call: Call, user: UserRow): BagItem[] {
  const rows = call.app.db
    .prepare(
      'SELECT b.*, g.name_zh, g.name_br FROM bag_items b JOIN goods g ON g.id = b.goods_id WHERE b.user_id = ? ORDER BY b.id DESC',
    )
    .all(user.id) as {
    id: number;
    goods_id: number;
    status: 0 | 1 | 2 | 3;
    expire_time: number;
    name_zh: string;
    name_br: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    goods_id: row.goods_id,
    name: call.t(row.name_zh, row.name_br),
    image: media.icon('goods', row.goods_id),
    status: row.status === 2 && row.expire_time < call.now ? 3 : row.status,
    expire_time: row.expire_time,
    effect: effectName(row.goods_id),
  }));
}

function addressList(call: Call, userId: number): Address[] {
  const rows = call.app.db
    .prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id')
    .all(userId) as unknown as Address[];
  return rows.map(addressView);
}

function orderRow(call: Call, id: number): Parameters<typeof orderView>[1] {
  return call.app.db
    .prepare('SELECT o.*, g.name_zh, g.name_br FROM orders o JOIN goods g ON g.id = o.goods_id WHERE o.id = ?')
    .get(id) as Parameters<typeof orderView>[1];
}

export const shopRoutes = {
  '/api/shop/getGoodsList': (call: Call) => {
    const kind = call.params.oneOf('kind', [0, 1, 2] as const, 0);
    const rows = call.app.db
      .prepare('SELECT * FROM goods WHERE on_sale = 1 AND (? = 0 OR kind = ?) ORDER BY id')
      .all(kind, kind) as unknown as GoodsRow[];
    return paged(
      rows.map((row) => goodsView(call, row)),
      call.params.page(),
    );
  },
  '/api/shop/getGoodsInfo': (call: Call) => goodsView(call, goodsOnSale(call, call.params.int('goods_id'))),
  '/api/shop/buyGoods': (call: Call) => {
    const user = call.user();
    const id = call.params.int('goods_id');
    const quantity = call.params.optInt('quantity', 1);
    if (quantity < 1 || quantity > 10) fail('参数 quantity 应在 1 到 10 之间', 'quantity deve estar entre 1 e 10');
    const goods = goodsOnSale(call, id);
    let address = '';
    let addressId = 0;
    if (goods.kind === 2) {
      addressId = call.params.int('address_id');
      const row = call.app.db
        .prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
        .get(addressId, user.id) as Address | undefined;
      if (!row) notFound(call.t('收货地址', 'Endereço'), addressId);
      address = `${row.name} ${row.mobile} ${row.region} ${row.detail}`;
    }
    const cost = goods.price * quantity;
    const key = requestKey(call);
    const fingerprint = `goods:${id}:${quantity}:${addressId}`;
    // Gold, stock, order and bag change together or not at all, once per request_id.
    const { orderId, balances } = once(call.app.db, { userId: user.id, key, fingerprint, now: call.now }, () => {
      const taken = call.app.db
        .prepare('UPDATE goods SET stock = stock - ? WHERE id = ? AND stock >= ?')
        .run(quantity, id, quantity);
      if (taken.changes === 0) fail('库存不足', 'Estoque insuficiente');
      const balances = move(call.app.db, {
        userId: user.id,
        gold: -cost,
        type: 9,
        remark: [`${goods.name_zh} x${quantity}`, `${goods.name_br} x${quantity}`],
        key,
        now: call.now,
      });
      const orderId = Number(
        call.app.db
          .prepare(
            'INSERT INTO orders (user_id, goods_id, quantity, gold, status, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(user.id, id, quantity, cost, goods.kind === 1 ? 3 : 1, address, call.now).lastInsertRowid,
      );
      if (goods.kind === 1)
        for (let i = 0; i < quantity; i++)
          addBagItem(call.app.db, {
            userId: user.id,
            goodsId: id,
            remark: `order ${orderId}`,
            key,
            now: call.now,
            expireTime: call.now + BAG_DAYS * 86400,
          });
      return { orderId, balances };
    });
    return { ...orderView(call, orderRow(call, orderId)), balances };
  },
  '/api/shop/getOrderList': (call: Call) => {
    const user = call.user();
    const rows = call.app.db
      .prepare(
        'SELECT o.*, g.name_zh, g.name_br FROM orders o JOIN goods g ON g.id = o.goods_id WHERE o.user_id = ? ORDER BY o.id DESC',
      )
      .all(user.id);
    return paged(
      (rows as Parameters<typeof orderView>[1][]).map((row) => orderView(call, row)),
      call.params.page(),
    );
  },
  '/api/user/getBagList': (call: Call) => ({ list: bagItems(call, call.user()) }),
  '/api/user/getAddressList': (call: Call) => ({ list: addressList(call, call.user().id) }),
  '/api/user/saveAddress': (call: Call) => {
    const user = call.user();
    const fields = {
      name: call.params.str('name', 20),
      mobile: call.params.str('mobile', 20),
      region: call.params.str('region', 60),
      detail: call.params.str('detail', 120),
      is_default: call.params.oneOf('is_default', [0, 1] as const, 0),
    };
    // A courier calls the number: digits, with an optional + and spaces or dashes (the app checks the same).
    if (!ADDRESS_MOBILE.test(fields.mobile)) fail('收货人手机号格式不正确', 'O telefone do destinatário é inválido');
    const id = transaction(call.app.db, () => saveAddress(call, user.id, fields));
    return addressView(call.app.db.prepare('SELECT * FROM addresses WHERE id = ?').get(id) as unknown as Address);
  },
  '/api/user/deleteAddress': (call: Call) => {
    const user = call.user();
    const id = call.params.int('id');
    transaction(call.app.db, () => {
      const row = call.app.db
        .prepare('SELECT is_default FROM addresses WHERE id = ? AND user_id = ?')
        .get(id, user.id) as { is_default: number } | undefined;
      if (!row) notFound(call.t('收货地址', 'Endereço'), id);
      call.app.db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
      // The default moves to the oldest remaining address, so a user with addresses always has one.
      if (row.is_default)
        call.app.db
          .prepare('UPDATE addresses SET is_default = 1 WHERE id = (SELECT MIN(id) FROM addresses WHERE user_id = ?)')
          .run(user.id);
    });
    return { list: addressList(call, user.id) };
  },
  '/api/user/useBagItem': (call: Call) => {
    const user = call.user();
    const key = requestKey(call);
    const id = call.params.int('id');
    const owned = bagItems(call, user).find((row) => row.id === id);
    if (!owned) notFound(call.t('背包物品', 'Item da mochila'), id);
    const effect = itemEffect(owned.goods_id);
    const nick = effect.kind === 'rename' ? call.params.str('nick_name', 20) : '';
    // The item's effect and its use happen together or not at all, once per request_id: a refused rename keeps
    // the card, and a replay answers the first result without granting twice.
    const item = once(call.app.db, { userId: user.id, key, fingerprint: `bag:${id}:${nick}`, now: call.now }, () => {
      const current = bagItems(call, user).find((row) => row.id === id) as BagItem;
      if (current.status !== BAG_ITEM_STATUS.unused) fail('该物品不可使用', 'Este item não pode ser usado');
      applyEffect(call, user, effect, nick);
      setBagItemStatus(call.app.db, {
        userId: user.id,
        goodsId: current.goods_id,
        itemId: id,
        from: BAG_ITEM_STATUS.unused,
        to: BAG_ITEM_STATUS.used,
        remark: effect.kind === 'rename' ? `used: rename to ${nick}` : `used: ${effect.kind}`,
        key,
        now: call.now,
      });
      return bagItems(call, user).find((row) => row.id === id) as BagItem;
    });
    // Chat follows the stored account, after the transaction (never on a refused use).
    if (effect.kind === 'vip' || effect.kind === 'avatar_frame' || effect.kind === 'chat_effect')
      publishStoredVip(call.app, user.id);
    if (effect.kind === 'rename') {
      const stored = findUser(call.app, user.id) as UserRow;
      announceChatProfile(call.app, { id: user.id, nick_name: stored.nick_name, avatar: stored.avatar });
    }
    return item;
  },
} satisfies Partial<PostHandlers>;

const UNTIL_COLUMN = {
  no_ads: 'no_ads_until',
  avatar_frame: 'avatar_frame_until',
  chat_effect: 'chat_effect_until',
} as const;

/** Does what the item says, inside the use's transaction; a refusal (taken nickname...) rolls the use back. */
function applyEffect(call: Call, user: UserRow, effect: ItemEffect, nick: string): void {
  const db = call.app.db;
  if (effect.kind === 'rename') {
    const current = findUser(call.app, user.id) as UserRow;
    if (nick === current.nick_name) fail('新昵称与当前昵称相同', 'O novo apelido é igual ao atual');
    checkNickname(call.app, nick, user.id);
    // A name the user picks replaces the platform's Portuguese one too (as a profile edit does).
    db.prepare("UPDATE users SET nick_name = ?, nick_name_br = '' WHERE id = ?").run(nick, user.id);
    logUserAction(call, user.id, 'edit_profile');
  } else if (effect.kind === 'vip') {
    extendVip(db, { userId: user.id, level: effect.level, days: effect.days, now: call.now });
  } else if (effect.kind === 'no_ads' || effect.kind === 'avatar_frame' || effect.kind === 'chat_effect') {
    // A card used while one is running adds its days after the running one's end.
    const column = UNTIL_COLUMN[effect.kind];
    db.prepare(`UPDATE users SET ${column} = MAX(${column}, ?) + ? WHERE id = ?`).run(
      call.now,
      effect.days * 86400,
      user.id,
    );
  }
}

function saveAddress(call: Call, userId: number, fields: Omit<Address, 'id'>): number {
  if (fields.is_default) call.app.db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').run(userId);
  let id: number;
  if (call.params.has('id')) {
    id = call.params.int('id');
    const result = call.app.db
      .prepare(
        'UPDATE addresses SET name = ?, mobile = ?, region = ?, detail = ?, is_default = ? WHERE id = ? AND user_id = ?',
      )
      .run(fields.name, fields.mobile, fields.region, fields.detail, fields.is_default, id, userId);
    if (result.changes === 0) notFound(call.t('收货地址', 'Endereço'), id);
  } else {
    const count = call.app.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(userId) as {
      n: number;
    };
    if (count.n >= MAX_ADDRESSES)
      fail(`最多保存 ${MAX_ADDRESSES} 个收货地址`, `No máximo ${MAX_ADDRESSES} endereços de entrega`);
    const result = call.app.db
      .prepare('INSERT INTO addresses (user_id, name, mobile, region, detail, is_default) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, fields.name, fields.mobile, fields.region, fields.detail, fields.is_default);
    id = Number(result.lastInsertRowid);
  }
  // A first address is the default one.
  call.app.db
    .prepare(
      'UPDATE addresses SET is_default = 1 WHERE id = ? AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ? AND is_default = 1)',
    )
    .run(id, userId);
  return id;
}
