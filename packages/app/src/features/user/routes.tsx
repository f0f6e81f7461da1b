import type { PageTable } from '../../routes/page-table';

export const userRoutes: PageTable = {
  userCenter: async () => ({ Component: (await import('./UserCenterPage')).default }),
  userCenterAnchor: async () => ({ Component: (await import('./AnchorPage')).default }),
  userSetting: async () => ({ Component: (await import('./SettingPage')).default }),
  userInfo: async () => ({ Component: (await import('./InfoPage')).default }),
  userEditAccount: async () => ({ Component: (await import('./EditAccountPage')).default }),
  userBindPhone: async () => ({ Component: (await import('./BindPhonePage')).default }),
  userMessage: async () => ({ Component: (await import('./MessagePage')).default }),
  userLiveRecord: async () => ({ Component: (await import('./LiveRecordPage')).default }),
  userMyMaterial: async () => ({ Component: (await import('./MyMaterialPage')).default }),
  userApply: async () => ({ Component: (await import('./ApplyPage')).default }),
  userFeedback: async () => ({ Component: (await import('./FeedbackPage')).default }),
  userAttentMgmt: async () => ({ Component: (await import('./AttentMgmtPage')).default }),
  userMyLog: async () => ({ Component: (await import('./MyLogPage')).default }),
};
