/**
 * The app: services, session and the first render, imported by the entry (main.tsx) once the stamped first paint
 * is on screen.
 */
import { Toast, UiKitProvider } from '@live/ui-kit';
import { StrictMode, startTransition, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type NavigateFunction, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { EARLY_CALL_KEY, EARLY_HOSTS_KEY, type EarlyCallWindow } from './api/core/early-call';
import { confirmDialog } from './app/confirm-dialog';
import { createServices, ServicesProvider } from './app/services';
import { startSession } from './app/start';
import { readBrandConfig } from './brand/config';
import { LANDING_KEY, type Landing } from './first-paint-landing';
import { pageLoader } from './routes/root-pages';
import { BASENAME, ROUTES, type RouteName } from './routes/paths';
import { appRoutes, loadPage } from './routes/routes';
import { routeSubsets } from './routes/route-subset';
import { browserStorage } from './stores';
import './first-paint-shell.css';

/**
 * A new task: importing this module ran every library's top-level code in one task, and each step of the start is
 * its own, so none blocks input for long (Lighthouse's total blocking time counts each task's time over 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
const brand = readBrandConfig();
/** The router's navigate, for the API client's login prompt, which lives outside React. */
let navigate: NavigateFunction | null = null;

const early = window as unknown as EarlyCallWindow;
const { services, loadHosts, boot } = createServices({
  brand,
  storage: browserStorage(),
  document,
  pageSearch: window.location.search,
  earlyCalls: early[EARLY_CALL_KEY],
  earlyHosts: early[EARLY_HOSTS_KEY],
  ui: {
    showLoading: (text) => Toast.loading(text),
    hideLoading: () => Toast.clearLoading(),
    // The client applies the 2 s failure rule itself (and must show a login timeout's message regardless).
    toastFail: (text) => Toast.failUngated(text),
    confirm: (dialog) => confirmDialog({ ...dialog, lang: brand.language }),
    currentAddress: () => {
      const { pathname, search } = window.location;
      return `${pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname}${search}`;
    },
    navigate: (path) => void navigate?.(path),
  },
});
Toast.setLang(brand.language);
// The API host list (spec §4, §7), usually already in (index.html asked for it first): the first render waits for it,
// so the first page's calls go to the list's host; a list slower than HOST_LIST_WAIT_MS applies when it arrives.
const HOST_LIST_WAIT_MS = 3000;
const hostsLoaded = Promise.race([loadHosts(), new Promise<void>((resolve) => setTimeout(resolve, HOST_LIST_WAIT_MS))]);

function App() {
  navigate = useNavigate();
  const { pathname } = useLocation();
  const routesFor = useMemo(() => routeSubsets(appRoutes(brand)), []);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./routes/prefetch-on-press').then(({ prefetchOnPress }) => {
      if (!stopped) stop = prefetchOnPress(document, routesFor);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [routesFor]);
  return useRoutes(routesFor(pathname));
}

await nextTask();
// index.html shows the address's first paint as stamped at build time (a root page's, or a deep link's shell) and
// preloads the route's chunks: the first render waits for the landing route's page module, so it replaces the
// stamped paint with the page, not an empty frame.
const landing = (window as { [LANDING_KEY]?: Landing | null })[LANDING_KEY];
const landingName = landing?.name;
if (landingName && Object.hasOwn(ROUTES, landingName)) {
  await loadPage(landingName, pageLoader(landingName as RouteName)).catch(() => undefined);
}

await hostsLoaded;
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
const root = createRoot(element);
// The zone is the brand's pinned one or, left out, the device's: formatters read the device's themselves, so the
// boot resolves no zone name (the page's first Intl formatter sets up ICU, ~50 ms of main thread on a phone, which
// a page showing no date never pays; /score, which sends the name, resolves it).
// A transition render is time-sliced (a default one is one long task): the stamped page stays on screen and
// answers scrolling until the rendered page replaces it in one commit.
startTransition(() =>
  root.render(
    <StrictMode>
      <ServicesProvider services={services}>
        <UiKitProvider lang={brand.language} timeZone={brand.timeZone}>
          <BrowserRouter basename={BASENAME}>
            <App />
          </BrowserRouter>
        </UiKitProvider>
      </ServicesProvider>
    </StrictMode>,
  ),
);
// The common script and config load in the background, in a task of their own: the page's first data comes from
// index.html's early call, on the host list's first host.
setTimeout(() => void startSession(services, boot), 0);
