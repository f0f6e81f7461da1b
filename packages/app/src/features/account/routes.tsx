import type { PageTable } from '../../routes/page-table';

export const accountRoutes: PageTable = {
  login: async () => ({ Component: (await import('./LoginPage')).default }),
  register: async () => {
    const { default: RegisterPage } = await import('./RegisterPage');
    return { Component: () => <RegisterPage mode="register" /> };
  },
  forgetPassword: async () => {
    const { default: RegisterPage } = await import('./RegisterPage');
    return { Component: () => <RegisterPage mode="reset" /> };
  },
};
