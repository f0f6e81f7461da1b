import type { NewBenefit } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { NEW_USER_GOLD } from '../money/invites.ts';

/**
 * The new-benefit modal's offer (host-app spec §2, issue #28). The benefit is the welcome bonus registration pays
 * through the ledger (money/invites.ts, ledger type 8, once per account): a visitor is told what registering
 * brings, an account what it got. The platform keeps when an account saw the modal, so it shows once per
 * account on every device.
 */
export const benefitRoutes = {
  '/api/benefit/getNewBenefit': (call: Call): NewBenefit => {
    const viewer = call.viewer();
    if (!viewer) return { state: 'register', gold: NEW_USER_GOLD, shown: 0 };
    const db = call.app.db;
    const bonus = db
      .prepare(
        "SELECT amount FROM wallet_logs WHERE user_id = ? AND type = 8 AND currency = 'gold' ORDER BY id LIMIT 1",
      )
      .get(viewer.id) as { amount: number } | undefined;
    const shown = db.prepare('SELECT 1 FROM new_benefit_shown WHERE user_id = ?').get(viewer.id) ? 1 : 0;
    return bonus ? { state: 'granted', gold: bonus.amount, shown } : { state: 'none', gold: 0, shown };
  },
  '/api/benefit/newBenefitShown': (call: Call) => {
    const user = call.user();
    call.app.db
      .prepare('INSERT OR IGNORE INTO new_benefit_shown (user_id, shown_at) VALUES (?, ?)')
      .run(user.id, call.now);
    return { shown: 1 as const };
  },
} satisfies Partial<PostHandlers>;
