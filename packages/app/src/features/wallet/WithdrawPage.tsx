import { Button, FormField, Input, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { formatMoney, moneyInput, typedMoney, withdrawProblem } from '../../domain/money';
import { useRequestKey } from '../../hooks/use-request-key';
import { paths } from '../../routes/paths';
import { useWalletT } from './messages';
import { useWallet } from './use-wallet';
import { PayoutList } from './PayoutList';
import './wallet.css';
import { useAction } from '../../hooks/use-action';

/** /user-center/withdraw: the form (minimum, 2 decimals, the balance) and the payouts with their progress. */
export default function WithdrawPage() {
  const t = useWalletT();
  return (
    <AccountPage title={t('withdrawTitle')} fallback={paths.userWallet()}>
      <WithdrawBody />
    </AccountPage>
  );
}

function WithdrawBody() {
  const { api, root } = useServices();
  const t = useWalletT();
  const language = root.language.lang;
  const request = useRequestKey();
  const [version, setVersion] = useState(0);
  const wallet = useWallet(version);
  const [form, setForm] = useState({ amount: '', account: '', name: '' });
  const [shown, setShown] = useState(false);
  const { busy: sending, run } = useAction();
  const balance = wallet.data?.money ?? 0;
  const minimum = wallet.data?.min_withdraw ?? 0;
  const problem = wallet.data ? withdrawProblem(form, balance, minimum) : null;
  const error = (field: 'amount' | 'account' | 'name') => {
    if (!shown || !problem) return undefined;
    const owner = problem === 'minimum' || problem === 'balance' ? 'amount' : problem;
    return owner === field ? t(`problem_${problem}`, { min: formatMoney(minimum, language) }) : undefined;
  };
  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    request.settled();
  };

  const submit = async () => {
    setShown(true);
    if (problem) return;
    await run(async () => {
      const payout = await api.wallet.withdraw({
        // withdrawProblem let it through: a number with at most 2 decimals, point or comma.
        amount: typedMoney(form.amount) ?? 0,
        account: form.account.trim(),
        name: form.name.trim(),
        request_id: request.key(),
      });
      request.settled();
      Toast.success(t('withdrawSent'));
      root.user.update(payout.balances);
      setForm({ amount: '', account: form.account, name: form.name });
      setShown(false);
      setVersion((n) => n + 1);
    });
  };

  return (
    <>
      <section className="account-card">
        <LoadState state={wallet} rows={2}>
          {(data) => (
            <>
              <dl className="account-figures">
                <div>
                  <dt>{t('withdrawable')}</dt>
                  <dd data-testid="withdrawable">{formatMoney(data.money, language)}</dd>
                </div>
              </dl>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <FormField
                  className="withdraw__field"
                  label={t('amount')}
                  hint={t('amountHint', { min: formatMoney(data.min_withdraw, language) })}
                  error={error('amount')}
                  required
                >
                  <div className="withdraw__amount">
                    <Input value={form.amount} onChange={edit('amount')} inputMode="decimal" autoComplete="off" />
                    <Button size="small" onClick={() => edit('amount')(moneyInput(data.money, language))}>
                      {t('all')}
                    </Button>
                  </div>
                </FormField>
                <FormField className="withdraw__field" label={t('account')} error={error('account')} required>
                  <Input value={form.account} onChange={edit('account')} maxLength={40} autoComplete="off" />
                </FormField>
                <FormField className="withdraw__field" label={t('name')} error={error('name')} required>
                  <Input value={form.name} onChange={edit('name')} maxLength={40} autoComplete="name" />
                </FormField>
                <Button type="submit" variant="primary" block round loading={sending}>
                  {t('submitWithdraw')}
                </Button>
              </form>
              <p className="account-hint">{t('reviewNote')}</p>
            </>
          )}
        </LoadState>
      </section>
      <PayoutList version={version} />
    </>
  );
}
