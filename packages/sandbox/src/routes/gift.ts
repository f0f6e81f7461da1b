import {
  type GiftRankEntry,
  type ListOf,
  liveGroupId,
  ROOM_ACTION,
  type RoomCustomMessage,
  type RoomGiftData,
  type SendGiftResult,
} from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { type Balances, move, once, requestKey } from '../money/ledger.ts';
import { avatarOf, findUser, type UserRow } from '../users.ts';
import { roomById } from '../views.ts';
import { media } from '../world.ts';
import { progressTask } from '../tasks/progress.ts';

/** Gift amounts the app offers (spec §9). */
export const GIFT_AMOUNTS = [1, 10, 66, 88, 100, 520, 1314] as const;

interface GiftOrder {
  id: number;
  user_id: number;
  request_id: string;
  gift_id: number;
  anchor_id: number;
  live_id: number;
  amount: number;
  cost: number;
  gold_after: number;
  gift_spend_after: number;
  created_at: number;
  announced: number;
}

function orderById(call: Call, id: number): GiftOrder {
  return call.app.db.prepare('SELECT * FROM gift_orders WHERE id = ?').get(id) as unknown as GiftOrder;
}

/**
 * The payment of one gift, keyed by the sender's request_id like every other payment (ledger `once`): the first
 * request charges the sender and credits the anchor in one transaction; a retry with the same id answers that
 * payment and charges nothing; the same id for another gift or another operation is refused. Sender, anchor and
 * room come from the token and the database, never from the body alone.
 */
function recordGift(call: Call): { order: GiftOrder; balances: Balances } {
  const user = call.user();
  const requestId = requestKey(call);
  const giftId = call.params.int('gift_id');
  const anchorId = call.params.int('anchorid');
  const liveId = call.params.int('liveid');
  const amount = call.params.oneOf('amount', GIFT_AMOUNTS);
  const fingerprint = `gift:${giftId}:${anchorId}:${liveId}:${amount}`;
  const request = { userId: user.id, key: requestId, fingerprint, now: call.now };
  const { order_id, balances } = once(call.app.db, request, () => {
    const gift = call.app.db.prepare('SELECT * FROM gifts WHERE id = ?').get(giftId) as
      { name_zh: string; name_br: string; price: number } | undefined;
    if (!gift) notFound(call.t('礼物', 'Presente'), giftId);
    const room = roomById(call, liveId);
    if (room.anchor_id !== anchorId)
      fail(`直播间 ${liveId} 不属于主播 ${anchorId}`, `A sala ${liveId} não é do apresentador ${anchorId}`);
    const cost = gift.price * amount;
    const first = (findUser(call.app, user.id) as UserRow).gift_spend === 0;
    const remark = [`${gift.name_zh} x${amount}`, `${gift.name_br} x${amount}`] as const;
    const balances = move(call.app.db, {
      userId: user.id,
      gold: -cost,
      type: 2,
      remark,
      key: requestId,
      now: call.now,
    });
    move(call.app.db, { userId: anchorId, diamond: cost, type: 3, remark, key: requestId, now: call.now });
    call.app.db.prepare('UPDATE users SET gift_spend = gift_spend + ? WHERE id = ?').run(cost, user.id);
    call.app.db.prepare('UPDATE users SET anchor_point = anchor_point + ? WHERE id = ?').run(cost, anchorId);
    progressTask(call, user.id, 'sendGift');
    if (first) progressTask(call, user.id, 'sendFirstGift');
    const after = call.app.db.prepare('SELECT gold, gift_spend FROM users WHERE id = ?').get(user.id) as {
      gold: number;
      gift_spend: number;
    };
    const result = call.app.db
      .prepare(
        `INSERT INTO gift_orders (user_id, request_id, gift_id, anchor_id, live_id, amount, cost, gold_after,
           gift_spend_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(user.id, requestId, giftId, anchorId, liveId, amount, cost, after.gold, after.gift_spend, call.now);
    return { order_id: Number(result.lastInsertRowid), balances };
  });
  return { order: orderById(call, order_id), balances };
}

/**
 * Posts the RoomGift message to the room's group as the platform's chat account, once per payment. When the post
 * fails the call fails, saying so; the sender's retry with the same request_id posts it without a new charge.
 */
async function announceGift(call: Call, order: GiftOrder): Promise<void> {
  const chat = call.app.platformChat;
  if (!chat || order.announced) return;
  const gift = call.app.db.prepare('SELECT name_zh, name_br FROM gifts WHERE id = ?').get(order.gift_id) as {
    name_zh: string;
    name_br: string;
  };
  const sender = call.user();
  const message: RoomCustomMessage<typeof ROOM_ACTION.gift, RoomGiftData> = {
    Action: ROOM_ACTION.gift,
    Data: {
      gift_id: order.gift_id,
      gift_name: gift.name_zh,
      gift_name_br: gift.name_br,
      icon: media.icon('gift', order.gift_id),
      amount: order.amount,
      cost: order.cost,
      uid: sender.id,
      nick_name: sender.nick_name,
      anchorid: order.anchor_id,
      liveid: order.live_id,
      order_id: order.id,
    },
  };
  // Marked first, so two overlapping retries cannot both post it; unmarked again if the post fails.
  const claimed = call.app.db
    .prepare('UPDATE gift_orders SET announced = 1 WHERE id = ? AND announced = 0')
    .run(order.id);
  if (claimed.changes === 0) return;
  try {
    await chat.sendCustomMessage({ groupID: liveGroupId(order.live_id), data: JSON.stringify(message) });
  } catch (error) {
    call.app.db.prepare('UPDATE gift_orders SET announced = 0 WHERE id = ?').run(order.id);
    call.app.log(`gift ${order.id} paid but not posted to ${liveGroupId(order.live_id)}: ${(error as Error).message}`);
    fail(
      '礼物已付款，但未能发送到直播间：请用同一 request_id 重试，不会重复扣款',
      'Presente pago, mas não enviado à sala: repita com o mesmo request_id, sem nova cobrança',
    );
  }
}

export const giftRoutes = {
  '/api/gift/getGiftList': (call: Call) => {
    const rows = call.app.db.prepare('SELECT * FROM gifts ORDER BY price, id').all() as {
      id: number;
      name_zh: string;
      name_br: string;
      price: number;
    }[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        name: call.t(row.name_zh, row.name_br),
        icon: media.icon('gift', row.id),
        price: row.price,
      })),
    };
  },
  // The room's senders by gold spent on gifts in it, the top 20 (equal sums: whose last gift came first ranks higher).
  '/api/gift/getLiveGiftRank': (call: Call): ListOf<GiftRankEntry> => {
    const room = roomById(call, call.params.int('liveid'));
    const rows = call.app.db
      .prepare(
        `SELECT u.id, u.nick_name, u.nick_name_br, u.avatar, u.is_anchor, u.is_operate, SUM(o.cost) AS spent,
                MAX(o.id) AS last
           FROM gift_orders o JOIN users u ON u.id = o.user_id
          WHERE o.live_id = ? GROUP BY o.user_id ORDER BY spent DESC, last ASC LIMIT 20`,
      )
      .all(room.id) as unknown as (Pick<
      UserRow,
      'id' | 'nick_name' | 'nick_name_br' | 'avatar' | 'is_anchor' | 'is_operate'
    > & {
      spent: number;
    })[];
    return {
      list: rows.map((row, index) => ({
        rank: index + 1,
        uid: row.id,
        nick_name: call.stored(row.nick_name, row.nick_name_br),
        avatar: avatarOf(row),
        gold: row.spent,
      })),
    };
  },
  '/api/gift/sendGift': async (call: Call): Promise<SendGiftResult> => {
    const { order, balances } = recordGift(call);
    await announceGift(call, order);
    return { gold: order.gold_after, gift_spend: order.gift_spend_after, order_id: order.id, balances };
  },
} satisfies Partial<PostHandlers>;
