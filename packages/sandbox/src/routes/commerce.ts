import type { Address, BagItem, Order, Payout, TaskInfo, TaskKey } from '@live/api-contract';
import { TASK_KEYS } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { dayOf } from '../seed/calendar.ts';
import { findUser, notify, type UserRow, walletLog } from '../users.ts';
import { media } from '../world.ts';
import { paged } from './views.ts';

/** Gift amounts the app offers (spec §9). */
export const GIFT_AMOUNTS = [1, 10, 66, 88, 100, 520, 1314] as const;
export const MIN_WITHDRAW = 10;
const BAG_DAYS = 30;

function gold(call: Call, user: UserRow, cost: number): void {
  if (user.gold < cost) fail('金币不足，请先充值', 'Moedas insuficientes: recarregue');
  call.app.db.prepare('UPDATE users SET gold = gold - ? WHERE id = ?').run(cost, user.id);
}

function payoutView(
  call: Call,
  row: { id: number; amount: number; account: string; status: 0 | 1 | 2; created_at: number },
): Payout {
  const dispatching = row.status === 0 && row.created_at < call.now - 3600;
  const text: Record<number, [string, string]> = {
    0: ['审核中', 'Em análise'],
    1: ['已派发', 'Pago'],
    2: ['取消', 'Cancelado'],
  };
  const [zh, pt] = dispatching ? ['派发中', 'Em pagamento'] : (text[row.status] ?? ['', '']);
  return {
    id: row.id,
    amount: row.amount,
    account: row.account,
    status: row.status,
    status_text: call.t(zh, pt),
    created_at: row.created_at,
  };
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

const TASKS: Record<TaskKey, [number, number, string, string, string, string]> = {
  appFirstLogin: [50, 1, '首次登录App', 'Primeiro login no app', '下载并登录App', 'Baixe e entre no app'],
  inviteFriend: [100, 1, '邀请好友', 'Convidar amigo', '邀请一位好友注册', 'Convide um amigo'],
  readInfo: [10, 3, '阅读资讯', 'Ler notícias', '阅读3篇资讯', 'Leia 3 notícias'],
  sendComment: [10, 5, '发送弹幕', 'Comentar', '在直播间发言5次', 'Comente 5 vezes'],
  sendGift: [20, 1, '赠送礼物', 'Enviar presente', '给主播送一次礼物', 'Envie um presente'],
  sendFirstGift: [50, 1, '首次送礼', 'Primeiro presente', '第一次送礼', 'Seu primeiro presente'],
  shareInfo: [10, 1, '分享资讯', 'Compartilhar notícia', '分享一篇资讯', 'Compartilhe uma notícia'],
  shareMessage: [10, 1, '分享消息', 'Compartilhar mensagem', '分享一条消息', 'Compartilhe uma mensagem'],
  watchLive: [20, 1, '观看直播', 'Assistir ao vivo', '观看直播10分钟', 'Assista 10 minutos'],
  online: [20, 1, '在线时长', 'Tempo online', '在线30分钟', 'Fique 30 minutos online'],
  shareToFriend: [20, 1, '分享给好友', 'Compartilhar com amigos', '把直播分享给好友', 'Compartilhe uma live'],
};

/** Check-in awards for days 1-7 of a streak. */
const CHECKIN_AWARDS = [10, 20, 30, 40, 50, 60, 100];
const levelPoint = (level: number) => level * level * 100;

function streak(call: Call, userId: number): { continuous: number; today: boolean } {
  const days = new Set(
    (
      call.app.db.prepare('SELECT day FROM checkins WHERE user_id = ? ORDER BY day DESC LIMIT 60').all(userId) as {
        day: number;
      }[]
    ).map((r) => r.day),
  );
  const today = dayOf(call.now);
  let day = days.has(today) ? today : today - 1;
  let continuous = 0;
  while (days.has(day)) {
    continuous++;
    day--;
  }
  return { continuous, today: days.has(today) };
}

function taskInfo(call: Call, user: UserRow): TaskInfo {
  const today = dayOf(call.now);
  const progress = new Map(
    (
      call.app.db
        .prepare('SELECT key, stage, received FROM task_progress WHERE user_id = ? AND day = ?')
        .all(user.id, today) as { key: string; stage: number; received: number }[]
    ).map((r) => [r.key, r]),
  );
  const { continuous, today: checked } = streak(call, user.id);
  let level = 1;
  while (user.point >= levelPoint(level + 1)) level++;
  return {
    checkin: checked ? 1 : 0,
    checkText: checked ? '您今天已签到' : '立即签到',
    checkin_continuous: continuous,
    checkin_nearest_contious: continuous,
    checkin_continuous_accumulation: CHECKIN_AWARDS,
    checkin_continuous_accumulation_new: CHECKIN_AWARDS,
    checkin_nth: checked ? ((continuous - 1) % 7) + 1 : (continuous % 7) + 1,
    checkin_nth_status: checked ? 1 : 0,
    gold: user.gold,
    tasks: TASK_KEYS.map((key) => {
      const [prop, max, zh, pt, dzh, dpt] = TASKS[key];
      const row = progress.get(key);
      return {
        key,
        prop,
        name: call.t(zh, pt),
        desc: call.t(dzh, dpt),
        stage: row?.stage ?? 0,
        stage_max: max,
        received: row?.received ? 1 : 0,
      };
    }),
    level: {
      level: { id: level, level, point: levelPoint(level) },
      next: { id: level + 1, level: level + 1, point: levelPoint(level + 1) },
      point: user.point,
    },
  };
}

export function progressTask(call: Call, userId: number, key: TaskKey): void {
  const max = TASKS[key][1];
  call.app.db
    .prepare(
      `INSERT INTO task_progress (user_id, day, key, stage, received) VALUES (?, ?, ?, 1, 0)
       ON CONFLICT(user_id, day, key) DO UPDATE SET stage = MIN(stage + 1, ?)`,
    )
    .run(userId, dayOf(call.now), key, max);
}

function taskKey(call: Call): TaskKey {
  const key = call.params.str('key', 40);
  if (!(TASK_KEYS as readonly string[]).includes(key))
    fail(`参数 key 不是已知任务: ${key}`, `Tarefa desconhecida: ${key}`);
  return key as TaskKey;
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
  }));
}

export const commerceRoutes = {
  '/api/wallet/getWallet': (call: Call) => {
    const user = call.user();
    return { gold: user.gold, diamond: user.diamond, money: user.money };
  },
  '/api/wallet/getRechargeOptions': (call: Call) => ({
    list: call.app.db.prepare('SELECT id, gold, bonus, price FROM recharge_options ORDER BY id').all() as {
      id: number;
      gold: number;
      bonus: number;
      price: number;
    }[],
  }),
  '/api/wallet/recharge': (call: Call) => {
    const user = call.user();
    const id = call.params.int('option_id');
    const option = call.app.db.prepare('SELECT * FROM recharge_options WHERE id = ?').get(id) as
      { gold: number; bonus: number; price: number } | undefined;
    if (!option) notFound(call.t('充值档位', 'Pacote'), id);
    const amount = option.gold + option.bonus;
    call.app.db.prepare('UPDATE users SET gold = gold + ? WHERE id = ?').run(amount, user.id);
    walletLog(call.app, user.id, 1, 'gold', amount, call.t(`充值 ¥${option.price}`, `Recarga R$${option.price}`));
    const after = findUser(call.app, user.id) as UserRow;
    const order = (
      call.app.db.prepare('SELECT MAX(id) AS id FROM wallet_logs WHERE user_id = ?').get(user.id) as { id: number }
    ).id;
    return { order_id: order, gold: after.gold, diamond: after.diamond, money: after.money };
  },
  '/api/wallet/withdraw': (call: Call) => {
    const user = call.user();
    const amount = call.params.num('amount');
    const account = call.params.str('account', 40);
    const name = call.params.str('name', 40);
    if (amount < MIN_WITHDRAW) fail(`最低提现 ${MIN_WITHDRAW} 元`, `Saque mínimo: ${MIN_WITHDRAW}`);
    if (amount > user.money) fail('可提现余额不足', 'Saldo insuficiente para saque');
    call.app.db.prepare('UPDATE users SET money = money - ? WHERE id = ?').run(amount, user.id);
    walletLog(call.app, user.id, 6, 'money', -amount, call.t('提现', 'Saque'));
    notify(
      call.app,
      user.id,
      ['提现申请已提交', 'Saque solicitado'],
      [`提现 ${amount} 元正在审核中。`, `Saque de ${amount} em análise.`],
    );
    const result = call.app.db
      .prepare('INSERT INTO payouts (user_id, amount, account, name, status, created_at) VALUES (?, ?, ?, ?, 0, ?)')
      .run(user.id, amount, account, name, call.now);
    return payoutView(call, { id: Number(result.lastInsertRowid), amount, account, status: 0, created_at: call.now });
  },
  '/api/wallet/getPayoutList': (call: Call) => {
    const user = call.user();
    const rows = call.app.db.prepare('SELECT * FROM payouts WHERE user_id = ? ORDER BY id DESC').all(user.id) as {
      id: number;
      amount: number;
      account: string;
      status: 0 | 1 | 2;
      created_at: number;
    }[];
    return paged(
      rows.map((row) => payoutView(call, row)),
      call.params.page(),
    );
  },
  '/api/vip/getVipPlans': (call: Call) => {
    const rows = call.app.db.prepare('SELECT * FROM vip_plans ORDER BY level').all() as {
      id: number;
      level: number;
      name_zh: string;
      name_br: string;
      days: number;
      price_gold: number;
    }[];
    const perks = (level: number) =>
      [
        call.t('专属VIP标识', 'Selo VIP'),
        call.t('免弹窗广告', 'Sem pop-ups'),
        call.t('免二维码广告', 'Sem anúncios QR'),
        call.t('数据模型折扣', 'Desconto em modelos'),
      ].slice(0, level + 1);
    return {
      list: rows.map((row) => ({
        id: row.id,
        level: row.level,
        name: call.t(row.name_zh, row.name_br),
        days: row.days,
        price_gold: row.price_gold,
        perks: perks(row.level),
      })),
    };
  },
  '/api/vip/buy': (call: Call) => {
    const user = call.user();
    const id = call.params.int('plan_id');
    const plan = call.app.db.prepare('SELECT * FROM vip_plans WHERE id = ?').get(id) as
      { level: number; days: number; price_gold: number; name_zh: string } | undefined;
    if (!plan) notFound(call.t('会员套餐', 'Plano VIP'), id);
    gold(call, user, plan.price_gold);
    const active = user.vip_date > call.now;
    const level = active ? Math.max(user.vip_level, plan.level) : plan.level;
    const until = Math.max(call.now, user.vip_date) + plan.days * 86400;
    call.app.db.prepare('UPDATE users SET vip_level = ?, vip_date = ? WHERE id = ?').run(level, until, user.id);
    walletLog(call.app, user.id, 10, 'gold', -plan.price_gold, plan.name_zh);
    const date = new Date(until * 1000).toISOString().slice(0, 10);
    notify(
      call.app,
      user.id,
      ['会员开通成功', 'VIP ativado'],
      [`${plan.name_zh}已生效，有效期至 ${date}。`, `Seu VIP vale até ${date}.`],
    );
    return { vip_level: level, vip_date: until, gold: user.gold - plan.price_gold };
  },
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
    gold(call, user, cost);
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
  '/api/shop/getGoodsList': (call: Call) => {
    const kind = call.params.oneOf('kind', [0, 1, 2] as const, 0);
    const rows = call.app.db.prepare('SELECT * FROM goods WHERE (? = 0 OR kind = ?) ORDER BY id').all(kind, kind) as {
      id: number;
      name_zh: string;
      name_br: string;
      kind: 1 | 2;
      price: number;
      stock: number;
      description_zh: string;
      description_br: string;
    }[];
    return paged(
      rows.map((row) => ({
        id: row.id,
        name: call.t(row.name_zh, row.name_br),
        image: media.icon('goods', row.id),
        price: row.price,
        stock: row.stock,
        kind: row.kind,
        description: call.t(row.description_zh, row.description_br),
      })),
      call.params.page(),
    );
  },
  '/api/shop/buyGoods': (call: Call) => {
    const user = call.user();
    const id = call.params.int('goods_id');
    const quantity = call.params.optInt('quantity', 1);
    if (quantity < 1 || quantity > 10) fail('参数 quantity 应在 1 到 10 之间', 'quantity deve estar entre 1 e 10');
    const goods = call.app.db.prepare('SELECT * FROM goods WHERE id = ?').get(id) as
      { id: number; kind: number; price: number; stock: number; name_zh: string } | undefined;
    if (!goods) notFound(call.t('商品', 'Produto'), id);
    if (goods.stock < quantity) fail('库存不足', 'Estoque insuficiente');
    let address = '';
    if (goods.kind === 2) {
      const addressId = call.params.int('address_id');
      const row = call.app.db
        .prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
        .get(addressId, user.id) as Address | undefined;
      if (!row) notFound(call.t('收货地址', 'Endereço'), addressId);
      address = `${row.name} ${row.mobile} ${row.region} ${row.detail}`;
    }
    const cost = goods.price * quantity;
    gold(call, user, cost);
    call.app.db.prepare('UPDATE goods SET stock = stock - ? WHERE id = ?').run(quantity, id);
    walletLog(call.app, user.id, 9, 'gold', -cost, `${goods.name_zh} x${quantity}`);
    const result = call.app.db
      .prepare(
        'INSERT INTO orders (user_id, goods_id, quantity, gold, status, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(user.id, id, quantity, cost, goods.kind === 1 ? 3 : 1, address, call.now);
    if (goods.kind === 1) {
      const bag = call.app.db.prepare(
        'INSERT INTO bag_items (user_id, goods_id, status, expire_time) VALUES (?, ?, 2, ?)',
      );
      for (let i = 0; i < quantity; i++) bag.run(user.id, id, call.now + BAG_DAYS * 86400);
    }
    const row = call.app.db
      .prepare('SELECT o.*, g.name_zh, g.name_br FROM orders o JOIN goods g ON g.id = o.goods_id WHERE o.id = ?')
      .get(Number(result.lastInsertRowid));
    return orderView(call, row as Parameters<typeof orderView>[1]);
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
  '/api/user/getAddressList': (call: Call) => {
    const user = call.user();
    const rows = call.app.db
      .prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id')
      .all(user.id) as unknown as Address[];
    return { list: rows.map(addressView) };
  },
  '/api/user/saveAddress': (call: Call) => {
    const user = call.user();
    const fields = {
      name: call.params.str('name', 20),
      mobile: call.params.str('mobile', 20),
      region: call.params.str('region', 60),
      detail: call.params.str('detail', 120),
      is_default: call.params.oneOf('is_default', [0, 1] as const, 0),
    };
    if (fields.is_default) call.app.db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').run(user.id);
    let id: number;
    if (call.params.has('id')) {
      id = call.params.int('id');
      const result = call.app.db
        .prepare(
          'UPDATE addresses SET name = ?, mobile = ?, region = ?, detail = ?, is_default = ? WHERE id = ? AND user_id = ?',
        )
        .run(fields.name, fields.mobile, fields.region, fields.detail, fields.is_default, id, user.id);
      if (result.changes === 0) notFound(call.t('收货地址', 'Endereço'), id);
    } else {
      const result = call.app.db
        .prepare('INSERT INTO addresses (user_id, name, mobile, region, detail, is_default) VALUES (?, ?, ?, ?, ?, ?)')
        .run(user.id, fields.name, fields.mobile, fields.region, fields.detail, fields.is_default);
      id = Number(result.lastInsertRowid);
    }
    return addressView(call.app.db.prepare('SELECT * FROM addresses WHERE id = ?').get(id) as unknown as Address);
  },
  '/api/task/getTaskInfo': (call: Call) => taskInfo(call, call.user()),
  '/api/task/checkin': (call: Call) => {
    const user = call.user();
    const { continuous, today } = streak(call, user.id);
    if (today) fail('您今天已签到', 'Você já fez check-in hoje');
    const next = continuous + 1;
    const award = CHECKIN_AWARDS[(next - 1) % CHECKIN_AWARDS.length] ?? 0;
    call.app.db
      .prepare('INSERT INTO checkins (user_id, day, award) VALUES (?, ?, ?)')
      .run(user.id, dayOf(call.now), award);
    call.app.db.prepare('UPDATE users SET gold = gold + ?, point = point + 10 WHERE id = ?').run(award, user.id);
    walletLog(call.app, user.id, 4, 'gold', award, call.t(`连续签到第 ${next} 天`, `Check-in: dia ${next}`));
    return { continuous: next, award };
  },
  '/api/task/report': (call: Call) => {
    const user = call.user();
    progressTask(call, user.id, taskKey(call));
    return taskInfo(call, findUser(call.app, user.id) as UserRow);
  },
  '/api/task/receive': (call: Call) => {
    const user = call.user();
    const key = taskKey(call);
    const row = call.app.db
      .prepare('SELECT stage, received FROM task_progress WHERE user_id = ? AND day = ? AND key = ?')
      .get(user.id, dayOf(call.now), key) as { stage: number; received: number } | undefined;
    const [prop, max] = TASKS[key];
    if (!row || row.stage < max) fail('任务尚未完成', 'Tarefa ainda não concluída');
    if (row.received) fail('奖励已领取', 'Recompensa já recebida');
    call.app.db
      .prepare('UPDATE task_progress SET received = 1 WHERE user_id = ? AND day = ? AND key = ?')
      .run(user.id, dayOf(call.now), key);
    call.app.db.prepare('UPDATE users SET gold = gold + ?, point = point + 5 WHERE id = ?').run(prop, user.id);
    walletLog(call.app, user.id, 5, 'gold', prop, call.t('任务奖励', 'Recompensa de tarefa'));
    return { key, gold: user.gold + prop };
  },
} satisfies Partial<PostHandlers>;
