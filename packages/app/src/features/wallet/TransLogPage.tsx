import type { ProfitType } from '@live/api-contract';
import { Tabs } from '@live/ui-kit';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { useWalletT } from './messages';
import { TransLogList } from './TransLogList';
import { IN_PAGE } from '../../domain/request-presets';
import './wallet.css';

/** /trans-log: the transaction log by type (recharge, gifts, check-in, tasks, withdrawals, shop, VIP ...). */
export default function TransLogPage() {
  const t = useWalletT();
  return (
    <AccountPage title={t('transLog')} fallback={paths.userWallet()}>
      <TransLogBody />
    </AccountPage>
  );
}

function TransLogBody() {
  const { api } = useServices();
  const t = useWalletT();
  const [type, setType] = useState('0');
  const types = useLoad<ProfitType[]>(
    (signal) => api.user.getProfitConsumeType(IN_PAGE, { signal }).then((answer) => answer.list),
    'types',
  );
  const items = [
    { key: '0', title: t('allTypes') },
    ...(types.data ?? []).map((item) => ({ key: String(item.type), title: item.name })),
  ];
  return (
    <Tabs sticky label={t('transLog')} items={items} activeKey={type} onChange={setType}>
      <TransLogList key={type} type={Number(type)} />
    </Tabs>
  );
}
