import type { PageTable } from '../../routes/page-table';

export const aboutRoutes: PageTable = {
  privacy: async () => {
    const { default: PrivacyPage } = await import('./PrivacyPage');
    return { Component: () => <PrivacyPage fromParam={false} /> };
  },
  mobilePrivacy: async () => {
    const { default: PrivacyPage } = await import('./PrivacyPage');
    return { Component: () => <PrivacyPage fromParam /> };
  },
  mobileAbout: async () => ({ Component: (await import('./AboutPage')).default }),
  mobileServiceFeedback: async () => {
    const { default: MobileFeedbackPage } = await import('./MobileFeedbackPage');
    return { Component: () => <MobileFeedbackPage short={false} /> };
  },
  mobileShortFeedback: async () => {
    const { default: MobileFeedbackPage } = await import('./MobileFeedbackPage');
    return { Component: () => <MobileFeedbackPage short /> };
  },
};
