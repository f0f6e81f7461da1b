/**
 * The shell a deep link paints before any script (issue #31): the frame of the route's page group, rendered at build
 * time from the app's own components (the menu page's bottom menu, a page's top bar, a shared page's brand bar, the
 * player's place on a page whose first call names its poster) above a loading skeleton. index.html picks the shell
 * by address and shows it as it shows a root page's first paint, so a deep link's first paint waits for no JS; the
 * app's first render replaces it.
 */
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { NavBar, Skeleton, UiKitProvider } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { createServices, ServicesProvider } from './app/services';
import { BrandHeader } from './components/brand-header/BrandHeader';
import { ChatGate } from './features/chat/parts';
import { loginGatedRoutes } from './features/chat/routes';
import { EntityHeader } from './features/database/parts';
import { BASENAME, ROUTE_NAMES, ROUTES, type RouteName } from './routes/paths';
import { AppShell } from './shell/AppShell';
import { menuPathOf } from './shell/menu';

/**
 * Renders `children` as a guest's first visit to `address` (an in-app path) sees it: nothing is fetched (effects do
 * not run while prerendering), so a page shows its loading state.
 */
export async function prerenderAt(brand: BrandRuntimeConfig, address: string, children: ReactNode): Promise<string> {
  const ignore = () => undefined;
  const { services } = createServices({
    brand,
    storage: null,
    document: null,
    // Never called: nothing is requested while prerendering.
    ui: {
      showLoading: ignore,
      hideLoading: ignore,
      toastFail: ignore,
      confirm: async () => false,
      currentAddress: () => address,
      navigate: ignore,
    },
  });
  const { prelude } = await prerender(
    <ServicesProvider services={services}>
      <UiKitProvider lang={brand.language} timeZone={brand.timeZone}>
        <MemoryRouter basename={BASENAME} initialEntries={[`${BASENAME}${address}`]}>
          {children}
        </MemoryRouter>
      </UiKitProvider>
    </ServicesProvider>,
  );
  return new Response(prelude).text();
}

/** The class of the player's place in a shell: the early call shows the poster in it (first-paint.tsx firstCalls). */
export const SHELL_POSTER_SLOT = 'first-paint-shell__poster';

/**
 * The class of the logo's place in a page header (a database page's EntityHeader, the app's own): the early call
 * shows the page's logo in it, at the size and place the page shows it (first-paint.tsx firstCalls).
 */
export const SHELL_LOGO_SLOT = 'database-header__logo';

/**
 * The class of the user centre's ad box while the config is on its way (the page's own, UserCenterPage's AdBanner):
 * the early call shows the ad in it, in the guest's page the shell shows (first-paint.tsx firstCalls).
 */
export const SHELL_AD_SLOT = 'user-center__ad--pending';

/**
 * The routes whose first call shows an image in their shell: the poster in the player's place, or a header's logo;
 * and the menu pages whose shell is the page itself as a guest first sees it (its image's place is the page's own).
 */
export interface ShellImages {
  postered: ReadonlySet<RouteName>;
  headed: ReadonlySet<RouteName>;
  paged: ReadonlySet<RouteName>;
}

/** What a shell shows above its skeleton: the bottom menu (a menu page), a page's top bar or the brand bar. */
export interface ShellSpec {
  bar: 'menu' | 'nav' | 'brand';
  /** The player's place, where the page's poster shows once its first call names it. */
  stage: boolean;
  /** A page header with its logo's place, where the page's logo shows once its first call names it. */
  header: boolean;
  /**
   * The page shows a guest the login gate under its top bar (a chat page): the shell shows it to a guest, the
   * skeleton to a stored user (index.html drops the other, by GUEST_PART and USER_PART).
   */
  gate: boolean;
  /**
   * A menu page shown as a guest first sees it (its own first render, nothing fetched; index.html keeps it for a
   * guest, the skeleton for a stored user, whose page differs), where the early call shows its largest image.
   */
  page: RouteName | null;
  /** An address the shell is rendered at (a menu page's own, for its menu's active item). */
  address: string;
}

/** The shell of the routes no other shell claims: a page with its top bar. */
export const DEFAULT_SHELL = 'nav';

/** A gated shell's parts for a guest and for a stored user: index.html removes the other one before first paint. */
export const GUEST_PART = 'data-first-paint-guest';
export const USER_PART = 'data-first-paint-user';

const gated: ReadonlySet<RouteName> = new Set(loginGatedRoutes);

/**
 * A route's shell key: a menu page's own (its menu item is the active one), else by page group: a shared page's
 * brand bar or a page's top bar, with the player's place when the route's first calls preload its poster, a header
 * when they preload its logo, the login gate on a chat page.
 */
export function shellKeyOf(name: RouteName, images: ShellImages): string {
  const path = ROUTES[name].path;
  if (menuPathOf(path)) return name;
  const bar = path.startsWith('/share/') ? 'brand' : DEFAULT_SHELL;
  if (images.postered.has(name)) return `${bar}-stage`;
  if (images.headed.has(name)) return `${bar}-header`;
  return gated.has(name) ? `${bar}-gate` : bar;
}

/** Every shell, by key, of the routes not `stamped` (those have their own first paint). */
export function shellSpecs(stamped: readonly RouteName[], images: ShellImages): Map<string, ShellSpec> {
  const specs = new Map<string, ShellSpec>();
  for (const name of ROUTE_NAMES) {
    if (name === 'root' || stamped.includes(name)) continue;
    const key = shellKeyOf(name, images);
    if (specs.has(key)) continue;
    const { path } = ROUTES[name];
    const menu = menuPathOf(path) !== null;
    specs.set(key, {
      bar: menu ? 'menu' : path.startsWith('/share/') ? 'brand' : 'nav',
      stage: images.postered.has(name),
      header: images.headed.has(name),
      gate: gated.has(name),
      page: images.paged.has(name) ? name : null,
      address: menu ? path : '/shell',
    });
  }
  return specs;
}

/**
 * The [shell key, pattern] pairs of the routes whose shell is not the default one, for index.html's landing
 * function (first-paint-landing.ts): an address under the app that none matches gets the default shell.
 */
export function shellRoutes(stamped: readonly RouteName[], images: ShellImages): [string, string][] {
  return ROUTE_NAMES.filter((name) => name !== 'root' && !stamped.includes(name))
    .map((name): [string, string] => [shellKeyOf(name, images), ROUTES[name].path])
    .filter(([key]) => key !== DEFAULT_SHELL);
}

/** What a guest sees of a chat page: its top bar over the login gate (the app's own), a stored user the skeleton. */
function GateBody({ spec }: { spec: ShellSpec }) {
  const guest = { [GUEST_PART]: '' };
  const user = { [USER_PART]: '' };
  return (
    <>
      <NavBar title="" onBack={spec.bar === 'menu' ? undefined : () => undefined} />
      <div {...guest}>
        <ChatGate>{() => null}</ChatGate>
      </div>
      <div {...user}>
        <Skeleton rows={6} className="first-paint-shell__skeleton" />
      </div>
    </>
  );
}

function ShellBody({ spec }: { spec: ShellSpec }) {
  if (spec.gate) return <GateBody spec={spec} />;
  return (
    <>
      {spec.bar === 'nav' && <NavBar title="" onBack={() => undefined} />}
      {spec.bar === 'brand' && <BrandHeader />}
      {spec.stage && (
        <div className="first-paint-shell__stage">
          <div className={SHELL_POSTER_SLOT} />
        </div>
      )}
      {/* The app's header, its logo's place empty (the early call shows the logo there), its texts not in yet. */}
      {spec.header && <EntityHeader logo="" name="" facts="" />}
      <Skeleton rows={6} avatar={spec.stage} className="first-paint-shell__skeleton" />
    </>
  );
}

/** A page shell: the page as a guest first sees it, the skeleton for a stored user (index.html keeps one). */
function PageBody({ page }: { page: ReactNode }) {
  const contents = { style: { display: 'contents' } };
  return (
    <>
      <div {...{ [GUEST_PART]: '' }} {...contents}>
        {page}
      </div>
      <div {...{ [USER_PART]: '' }} {...contents}>
        <Skeleton rows={6} className="first-paint-shell__skeleton" />
      </div>
    </>
  );
}

function MenuShell({ spec, page }: { spec: ShellSpec; page: ReactNode }) {
  const body = spec.page ? <PageBody page={page} /> : <ShellBody spec={spec} />;
  return useRoutes([{ element: <AppShell />, children: [{ path: '*', element: body }] }]);
}

/**
 * A shell's HTML: a menu page inside the app's frame (its bottom menu), any other in a frame without one; `page` is
 * the route's page element for a page shell (spec.page).
 */
export function renderShell(brand: BrandRuntimeConfig, spec: ShellSpec, page?: ReactNode): Promise<string> {
  return prerenderAt(
    brand,
    spec.address,
    spec.bar === 'menu' ? (
      <MenuShell spec={spec} page={page} />
    ) : (
      <div className="app-shell">
        <ShellBody spec={spec} />
      </div>
    ),
  );
}
