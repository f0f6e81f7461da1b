import type { Benefits, BuyVipResult } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { move, once, requestKey } from '../money/ledger.ts';
import { extendVip, publishStoredVip } from '../money/vip-grant.ts';
import { notify } from '../users.ts';
import { INVITE_GOLD } from '../money/invites.ts';

/** What each VIP level brings, with the level from which it does (is_no_popad from 1, is_no_qrad from 2). */
function perks(call: Call): [string, number][] {
  return [
    [call.t('专属VIP标识', 'Selo VIP'), 1],
    [call.t('免弹窗广告', 'Sem pop-ups'), 1],
    [call.t('免二维码广告', 'Sem anúncios QR'), 2],
    [call.t('数据模型折扣', 'Desconto em modelos'), 3],
  ];
}

export const vipRoutes = {
  '/api/vip/getVipPlans': (call: Call) => {
    const rows = call.app.db.prepare('SELECT * FROM vip_plans ORDER BY level').all() as {
      id: number;
      level: number;
      name_zh: string;
      name_br: string;
      days: number;
      price_gold: number;
    }[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        level: row.level,
        name: call.t(row.name_zh, row.name_br),
        days: row.days,
        price_gold: row.price_gold,
        perks: perks(call)
          .filter(([, from]) => from <= row.level)
          .map(([name]) => name),
      })),
    };
  },
  '/api/vip/buy': (call: Call): BuyVipResult => {
    const user = call.user();
    const key = requestKey(call);
    const id = call.params.int('plan_id');
    const plan = call.app.db.prepare('SELECT * FROM vip_plans WHERE id = ?').get(id) as
      { level: number; days: number; price_gold: number; name_zh: string; name_br: string } | undefined;
    if (!plan) notFound(call.t('会员套餐', 'Plano VIP'), id);
    // Gold, VIP state, log and notice change together or not at all, once per request_id.
    const state = once(call.app.db, { userId: user.id, key, fingerprint: `vip:${id}`, now: call.now }, () => {
      const balances = move(call.app.db, {
        userId: user.id,
        gold: -plan.price_gold,
        type: 10,
        remark: [plan.name_zh, plan.name_br],
        key,
        now: call.now,
      });
      const { vip_level: level, vip_date: until } = extendVip(call.app.db, {
        userId: user.id,
        level: plan.level,
        days: plan.days,
        now: call.now,
      });
      const date = new Date(until * 1000).toISOString().slice(0, 10);
      notify(
        call.app,
        user.id,
        ['会员开通成功', 'VIP ativado'],
        [`${plan.name_zh}已生效，有效期至 ${date}。`, `Seu VIP vale até ${date}.`],
      );
      return { vip_level: level, vip_date: until, gold: balances.gold, balances };
    });
    publishStoredVip(call.app, user.id);
    return state;
  },
  '/api/vip/getBenefits': (call: Call): Benefits => {
    const user = call.user();
    const active = user.vip_level > 0 && user.vip_date > call.now;
    const level = active ? user.vip_level : 0;
    const invited = (
      call.app.db.prepare('SELECT COUNT(*) AS n FROM wallet_logs WHERE user_id = ? AND type = 7').get(user.id) as {
        n: number;
      }
    ).n;
    return {
      vip_level: level,
      vip_date: user.vip_date,
      benefits: perks(call).map(([name, from]) => ({ name, level: from, unlocked: level >= from })),
      invite_code: user.invite_code,
      invited,
      gold_per_invite: INVITE_GOLD,
      invite_gold: invited * INVITE_GOLD,
    };
  },
} satisfies Partial<PostHandlers>;
