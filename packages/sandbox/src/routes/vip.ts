import { transaction } from '../db/database.ts';
import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { notify, spendGold, walletLog } from '../users.ts';

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
    const active = user.vip_date > call.now;
    const level = active ? Math.max(user.vip_level, plan.level) : plan.level;
    const until = Math.max(call.now, user.vip_date) + plan.days * 86400;
    // Gold, VIP state, log and notice change together or not at all.
    transaction(call.app.db, () => {
      spendGold(call, user, plan.price_gold);
      call.app.db.prepare('UPDATE users SET vip_level = ?, vip_date = ? WHERE id = ?').run(level, until, user.id);
      walletLog(call.app, user.id, 10, 'gold', -plan.price_gold, plan.name_zh);
      const date = new Date(until * 1000).toISOString().slice(0, 10);
      notify(
        call.app,
        user.id,
        ['会员开通成功', 'VIP ativado'],
        [`${plan.name_zh}已生效，有效期至 ${date}。`, `Seu VIP vale até ${date}.`],
      );
    });
    return { vip_level: level, vip_date: until, gold: user.gold - plan.price_gold };
  },
} satisfies Partial<PostHandlers>;
