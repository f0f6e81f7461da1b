import type { VipPlan } from '@live/api-contract';
import { Button, formatCount, Toast, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { confirmDialog } from '../../app/confirm-dialog';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatRecordTime } from '../../domain/money';
import { useLoad } from '../../hooks/use-load';
import { useRequestKey } from '../../hooks/use-request-key';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useVipT } from './messages';
import { VipState } from './VipState';
import './vip.css';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

/** /vip-plans: the plans with their perks, bought with gold; the VIP state follows the spec §4 rule. */
export default function VipPlansPage() {
  const t = useVipT();
  return (
    <AccountPage title={t('vipPlans')} needsLogin={false}>
      <section className="account-card vip__head">
        <VipState />
        <div className="account-actions">
          <LinkButton size="small" round to={paths.userBenefits()}>
            {t('benefits')}
          </LinkButton>
          <LinkButton size="small" round to={paths.recharge()}>
            {t('recharge')}
          </LinkButton>
        </div>
      </section>
      <Plans />
    </AccountPage>
  );
}

const Plans = observer(function Plans() {
  const { api, root, brand } = useServices();
  const timeZone = useTimeZone();
  const t = useVipT();
  const requireLogin = useRequireLogin();
  const request = useRequestKey();
  const { running: buying, run } = useAction<number>();
  const plans = useLoad<VipPlan[]>(
    (signal) => api.vip.getVipPlans(IN_PAGE, { signal }).then((answer) => answer.list),
    'plans',
  );
  const active = root.user.isVip();
  // Gold is a count, never money (issue #30): 1.000 in pt-BR.
  const count = (value: number) => formatCount(value, root.language.lang);

  const buy = async (plan: VipPlan) => {
    if (!requireLogin()) return;
    const gold = root.user.info?.gold ?? 0;
    const confirmed = await confirmDialog({
      title: t('confirmTitle', { name: plan.name }),
      message: t('confirmMessage', { n: count(plan.price_gold), gold: count(gold) }),
      confirmText: t('confirm'),
      cancelText: t('cancel'),
      lang: brand.language,
    });
    if (!confirmed) return;
    await run(async () => {
      const state = await api.vip.buy({ plan_id: plan.id, request_id: request.key() });
      request.settled();
      root.user.update({ vip_level: state.vip_level, vip_date: state.vip_date, ...state.balances });
      Toast.success(t('bought', { date: formatRecordTime(state.vip_date, root.language.lang, timeZone) }));
    }, plan.id);
  };

  return (
    <LoadState state={plans} rows={4} isEmpty={(list) => list.length === 0} emptyText={t('noPlans')}>
      {(list) => (
        <ul className="vip__plans">
          {list.map((plan) => (
            <li key={plan.id} className="account-card vip__plan">
              <div className="vip__plan-head">
                <h2 className="account-card__title">{plan.name}</h2>
                <span className="vip__badge">VIP{plan.level}</span>
              </div>
              <p className="vip__price">
                {t('priceGold', { n: count(plan.price_gold) })} · {t('days', { n: plan.days })}
              </p>
              <ul className="vip__perks">
                {plan.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <Button
                variant="primary"
                block
                round
                loading={buying === plan.id}
                disabled={buying !== null}
                onClick={() => void buy(plan)}
              >
                {active && root.user.info?.vip_level === plan.level ? t('renew') : t('buy')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
});
