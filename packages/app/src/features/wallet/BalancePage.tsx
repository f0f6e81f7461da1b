import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatMoney } from '../../domain/money';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useWalletT } from './messages';
import { useWallet } from './use-wallet';
import { TransLogList } from './TransLogList';
import './wallet.css';

/** Withdrawals' type in the transaction log (PROFIT types: 6 提现). */
const WITHDRAW_TYPE = 6;

/** /user-center/balance: the withdrawable balance, the way to withdraw it and its movements. */
export default function BalancePage() {
  const t = useWalletT();
  return (
    <AccountPage title={t('balanceTitle')} fallback={paths.userWallet()}>
      <BalanceBody />
    </AccountPage>
  );
}

function BalanceBody() {
  const t = useWalletT();
  const language = useServices().root.language.lang;
  const wallet = useWallet();
  return (
    <>
      <section className="account-card">
        <LoadState state={wallet} rows={2}>
          {(data) => (
            <dl className="account-figures">
              <div>
                <dt>{t('balance')}</dt>
                <dd>{t('yuan', { n: formatMoney(data.money, language) })}</dd>
              </div>
            </dl>
          )}
        </LoadState>
        <div className="account-actions wallet__actions">
          <LinkButton variant="primary" round to={paths.userWithdraw()}>
            {t('withdraw')}
          </LinkButton>
          <LinkButton round to={paths.transLog()}>
            {t('transLog')}
          </LinkButton>
        </div>
      </section>
      <section className="account-card">
        <h2 className="account-card__title">{t('moneyLog')}</h2>
        <TransLogList type={WITHDRAW_TYPE} />
      </section>
    </>
  );
}
