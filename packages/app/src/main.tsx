import { Dialog, Toast, UiKitProvider } from '@live/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type Services, ServicesProvider } from './app/services';
import { startSession } from './app/start';
import { BrandContext } from './brand/BrandContext';
import { readBrandConfig } from './brand/config';
import { appRoutes } from './routes/routes';
import { MatchNoticeStore } from './shell/match-notices';
import { browserStorage, createAppServices } from './stores';

const brand = readBrandConfig();
const BASENAME = '/m';
let router: ReturnType<typeof createBrowserRouter> | null = null;

const { root, api, boot } = createAppServices({
  brand,
  storage: browserStorage(),
  document,
  pageSearch: window.location.search,
  ui: {
    showLoading: (text) => Toast.loading(text),
    hideLoading: () => Toast.clear(),
    toastFail: (text) => Toast.fail(text),
    confirm: (dialog) => Dialog.confirm({ ...dialog, lang: brand.language }),
    currentAddress: () => {
      const { pathname, search } = window.location;
      return `${pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname}${search}`;
    },
    navigate: (path) => void router?.navigate(path),
  },
});
Toast.setLang(brand.language);
const services: Services = { brand, root, api, notices: new MatchNoticeStore() };
router = createBrowserRouter(appRoutes(brand), { basename: BASENAME });

// The host list, common script and config load in the background: the first page renders at once.
void startSession(services, boot);

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
createRoot(element).render(
  <StrictMode>
    <BrandContext.Provider value={brand}>
      <ServicesProvider services={services}>
        <UiKitProvider lang={brand.language}>
          <RouterProvider router={router} />
        </UiKitProvider>
      </ServicesProvider>
    </BrandContext.Provider>
  </StrictMode>,
);
