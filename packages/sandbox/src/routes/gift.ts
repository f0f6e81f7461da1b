import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { spendGold, walletLog } from '../users.ts';
import { media } from '../world.ts';
import { progressTask } from './task.ts';

/** Gift amounts the app offers (spec §9). */
export const GIFT_AMOUNTS = [1, 10, 66, 88, 100, 520, 1314] as const;

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
  '/api/gift/sendGift': (call: Call) => {
    const user = call.user();
    const giftId = call.params.int('gift_id');
    const anchorId = call.params.int('anchorid');
    const amount = call.params.oneOf('amount', GIFT_AMOUNTS);
    const gift = call.app.db.prepare('SELECT * FROM gifts WHERE id = ?').get(giftId) as
      { name_zh: string; price: number } | undefined;
    if (!gift) notFound(call.t('礼物', 'Presente'), giftId);
    const anchor = call.app.db.prepare('SELECT id FROM users WHERE id = ? AND is_anchor = 1').get(anchorId);
    if (!anchor) notFound(call.t('主播', 'Apresentador'), anchorId);
    const cost = gift.price * amount;
    const first = user.gift_spend === 0;
    spendGold(call, user, cost);
    call.app.db.prepare('UPDATE users SET gift_spend = gift_spend + ? WHERE id = ?').run(cost, user.id);
    call.app.db
      .prepare('UPDATE users SET diamond = diamond + ?, anchor_point = anchor_point + ? WHERE id = ?')
      .run(cost, cost, anchorId);
    walletLog(call.app, user.id, 2, 'gold', -cost, `${gift.name_zh} x${amount}`);
    walletLog(call.app, anchorId, 3, 'diamond', cost, `${gift.name_zh} x${amount}`);
    progressTask(call, user.id, 'sendGift');
    if (first) progressTask(call, user.id, 'sendFirstGift');
    return { gold: user.gold - cost, gift_spend: user.gift_spend + cost };
  },
} satisfies Partial<PostHandlers>;
