import type { Benefits } from '@live/api-contract';
import { Amount } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useVipT } from './messages';
import { VipState } from './VipState';
import { IN_PAGE } from '../../domain/request-presets';
import './vip.css';

/** /user-center/benefits: what the caller's VIP level unlocks and what their invites brought. */
export default function BenefitsPage() {
  const t = useVipT();
  return (
    <AccountPage title={t('benefits')}>
      <BenefitsBody />
    </AccountPage>
  );
}

function BenefitsBody() {
  const { api } = useServices();
  const t = useVipT();
  const benefits = useLoad<Benefits>((signal) => api.vip.getBenefits(IN_PAGE, { signal }), 'benefits');
  return (
    <LoadState state={benefits} rows={6}>
      {(data) => (
        <>
          <section className="account-card vip__head">
            <VipState />
            <div className="account-actions">
              <LinkButton size="small" variant="primary" round to={paths.vipPlans()}>
                {data.vip_level > 0 ? t('vipPlans') : t('upgrade')}
              </LinkButton>
            </div>
          </section>
          <section className="account-card">
            <h2 className="account-card__title">{t('levelPerks')}</h2>
            <ul className="vip__benefits">
              {data.benefits.map((benefit) => (
                <li key={benefit.name} className={benefit.unlocked ? 'vip__benefit vip__benefit--on' : 'vip__benefit'}>
                  <span>{benefit.name}</span>
                  <span className="account-hint">{t('fromLevel', { level: benefit.level })}</span>
                  <span className={`account-status account-status--${benefit.unlocked ? 'good' : 'wait'}`}>
                    {benefit.unlocked ? t('unlocked') : t('locked')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="account-card">
            <h2 className="account-card__title">{t('invites')}</h2>
            <dl className="account-figures">
              <div>
                <dt>{t('inviteCode')}</dt>
                <dd>{data.invite_code}</dd>
              </div>
              <div>
                <dt>{t('invited')}</dt>
                <dd>{data.invited}</dd>
              </div>
              <div>
                <dt>{t('inviteGold')}</dt>
                <dd>
                  <Amount value={data.invite_gold} />
                </dd>
              </div>
            </dl>
            <p className="account-hint">{t('perInvite', { n: data.gold_per_invite })}</p>
          </section>
        </>
      )}
    </LoadState>
  );
}
