import { Amount, Cell, List } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatMoney } from '../../domain/money';
import { LinkButton, rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useWalletT } from './messages';
import { useWallet } from './use-wallet';
import './wallet.css';

/** /user-center/wallet: gold, diamonds and the withdrawable balance, and the ways to use them. */
export default function WalletPage() {
  const t = useWalletT();
  return (
    <AccountPage title={t('wallet')}>
      <WalletBody />
    </AccountPage>
  );
}

function WalletBody() {
  const t = useWalletT();
  const language = useServices().root.language.lang;
  const wallet = useWallet();
  const links: [string, string][] = [
    [t('transLog'), paths.transLog()],
    [t('balanceTitle'), paths.userBalance()],
    [t('vipPlans'), paths.vipPlans()],
    [t('benefits'), paths.userBenefits()],
    [t('shop'), paths.newshop()],
    [t('records'), paths.newshopRecords()],
    [t('tasks'), paths.userTask()],
  ];
  return (
    <>
      <section className="account-card" aria-label={t('wallet')}>
        <LoadState state={wallet} rows={2}>
          {(data) => (
            <dl className="account-figures">
              <div>
                <dt>{t('gold')}</dt>
                <dd>
                  <Amount value={data.gold} />
                </dd>
              </div>
              <div>
                <dt>{t('diamond')}</dt>
                <dd>
                  <Amount value={data.diamond} />
                </dd>
              </div>
              <div>
                <dt>{t('balance')}</dt>
                <dd data-testid="balance">{formatMoney(data.money, language)}</dd>
              </div>
            </dl>
          )}
        </LoadState>
        <div className="account-actions wallet__actions">
          <LinkButton variant="primary" round to={paths.recharge()}>
            {t('recharge')}
          </LinkButton>
          <LinkButton round to={paths.userWithdraw()}>
            {t('withdraw')}
          </LinkButton>
        </div>
      </section>
      <List card className="wallet__links">
        {links.map(([title, to]) => (
          <Cell key={to} title={title} arrow link={rowLink(to)} />
        ))}
      </List>
    </>
  );
}
