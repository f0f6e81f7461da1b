import type { RouteObject } from 'react-router-dom';

export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).default }) },
  {
    path: 'register',
    lazy: async () => {
      const { default: RegisterPage } = await import('./RegisterPage');
      return { Component: () => <RegisterPage mode="register" /> };
    },
  },
  {
    path: 'forget-password',
    lazy: async () => {
      const { default: RegisterPage } = await import('./RegisterPage');
      return { Component: () => <RegisterPage mode="reset" /> };
    },
  },
];
