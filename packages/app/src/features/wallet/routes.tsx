import type { PageTable } from '../../routes/page-table';

export const walletRoutes: PageTable = {
  userWallet: async () => ({ Component: (await import('./WalletPage')).default }),
  recharge: async () => ({ Component: (await import('./RechargePage')).default }),
  mobileRecharge: async () => ({ Component: (await import('./MobileRechargePage')).default }),
  userWithdraw: async () => ({ Component: (await import('./WithdrawPage')).default }),
  userBalance: async () => ({ Component: (await import('./BalancePage')).default }),
  transLog: async () => ({ Component: (await import('./TransLogPage')).default }),
};
