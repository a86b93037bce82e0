import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadHindiNames } from '@/shared/i18n/place-names';
import { nextTask } from '@/shared/next-paint';
import { hintedSession } from '@/shared/session-hint';
import { CardPageSkeleton } from '@/shared/ui/card-grid-skeleton';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { RequireRole, RequireSignedIn } from './guards';
import { RootLayout } from './layout/root-layout';
import { PLAIN_SCREENS } from './plain-screens';

// Every screen is its own lazy chunk so the landing page downloads only itself.
const SignupPage = lazy(() => import('@/features/auth/components/signup-page'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const BlogListPage = lazy(() => import('@/features/blogs/components/blog-list-page'));
const BlogDetailPage = lazy(() => import('@/features/blogs/components/blog-detail-page'));
const CreateBlogPage = lazy(() => import('@/features/blogs/components/create-blog-page'));
const BlogManagerPage = lazy(() => import('@/features/blogs/components/blog-manager-page'));
const UpdateBlogPage = lazy(() => import('@/features/blogs/components/update-blog-page'));
const LandingPage = lazy(() => import('@/features/landing/components/landing-page'));
const GovDirectoryPage = lazy(() => import('@/features/gov-directory/components/gov-directory-page'));
// Settings with the notifications section (two features, so composed here).
const SettingsPage = lazy(() => import('./settings-route'));
const SpeakeasyPage = lazy(() => import('@/features/speakeasy/components/speakeasy-page'));
const AssistantPage = lazy(() => import('@/features/assistant/components/assistant-page'));
const WeatherPage = lazy(() => import('@/features/weather/components/weather-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/components/notifications-page'));

/**
 * A lazy screen that can be loaded before React's first render: once loaded, it
 * renders at once instead of suspending (lazy() suspends on a pending promise,
 * even one whose chunk is already here; a loaded module is handed over through a
 * thenable that answers synchronously).
 */
interface Screen<T> {
  default: T;
  /** Opens the screen's data for the signed-in person `uid` before its first render. */
  prefetch?: (uid: string) => void;
}
function preloadableLazy<T extends ComponentType>(load: () => Promise<Screen<T>>) {
  let loaded: Screen<T> | undefined;
  let loading: Promise<Screen<T>> | undefined;
  const preload = () => (loading ??= load().then((m) => (loaded = m)));
  const now = (m: Screen<T>) => ({ then: (done: (v: Screen<T>) => void) => done(m) });
  const Component = lazy(() => (loaded ? (now(loaded) as unknown as Promise<Screen<T>>) : preload()));
  return { Component, preload };
}

const market = preloadableLazy(() => import('@/features/market/components/market-page'));
const MarketPage = market.Component;
const products = preloadableLazy(() => import('@/features/products/components/products-page'));
const ProductsPage = products.Component;
const farmerOrders = preloadableLazy(() => import('@/features/orders/components/farmer-orders-page'));
const FarmerOrdersPage = farmerOrders.Component;
const buyerOrders = preloadableLazy(() => import('@/features/orders/components/buyer-orders-page'));
const BuyerOrdersPage = buyerOrders.Component;
const dashboard = preloadableLazy(() => import('@/features/dashboard/components/dashboard-page'));
const DashboardPage = dashboard.Component;

/** The traders' own screens, opened first by a returning signed-in person. */
const TRADER_SCREENS: Record<string, () => Promise<Screen<unknown>>> = {
  '/OrderMessage': farmerOrders.preload,
  '/MyOrdersUser': buyerOrders.preload,
  '/dashboard': dashboard.preload,
  '/userProducts': products.preload,
  '/addProducts': products.preload,
};
/**
 * How long a trader's screen may hold back the first render. From the service
 * worker's cache its chunks take a few hundred ms on a cheap phone; on a first
 * visit over a weak signal longer, and then the header and the loader show first.
 */
const TRADER_SCREEN_WAIT_MS = 1500;

/**
 * Resolves once the screen for `pathname` can render without suspending, when it
 * is one that is opened first on a slow phone: on /marketplace, React's first
 * commit then shows the market itself, replacing index.html's first paint of its
 * cards with the same cards, not with the route's loading skeleton. For a
 * returning trader's own screen likewise (bounded): a screen that suspended
 * showed the loader first, and React holds a suspended screen's reveal for up
 * to 300 ms after its fallback showed. A signed-in person's session module
 * loads first too, on any path but the market. Never rejects: a chunk that fails
 * to load is left to the route's own handling.
 */
export function screenReady(pathname: string): Promise<void> {
  const settle = () => undefined;
  if (pathname === '/marketplace') {
    // A Hindi reader's cards name places in Hindi from the first commit.
    const names = document.documentElement.lang === 'hi' ? preloadHindiNames() : undefined;
    return Promise.all([market.preload(), names]).then(settle, settle);
  }
  // A screen that draws with MUI: its shared part (the `ui` chunk) evaluates in a task of
  // its own first, not in one task with the screen's code (build/chunks.ts).
  const ui = PLAIN_PATHS.has(pathname) ? Promise.resolve() : uiReady();
  const who = hintedSession();
  if (!who) return ui;
  const screen = TRADER_SCREENS[pathname];
  const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, TRADER_SCREEN_WAIT_MS));
  return Promise.race([
    ui
      .then(() =>
        Promise.all([
          screen?.().then((m) => m.prefetch?.(who.uid), settle),
          // The session (Firebase Auth's SDK) is wanted at once by a signed-in person (app.tsx),
          // and it evaluates in one task: before the first commit, not just after the screen
          // has painted, where it held the main thread while the screen could not answer a tap.
          import('@/shared/session').then(settle, settle),
        ]),
      )
      .then(settle),
    gaveUp,
  ]);
}

/** The screens drawn without MUI, their later parts included (the market's is handled above). */
const PLAIN_PATHS = new Set<string>(Object.keys(PLAIN_SCREENS));

/** MUI, emotion and the theme, evaluated; resolves a task later. Never rejects. */
function uiReady(): Promise<void> {
  return import('./boot/ui-libs').then(nextTask, nextTask);
}

const farmer = (el: ReactNode) => <RequireRole roles={['farmer']}>{el}</RequireRole>;
const buyer = (el: ReactNode) => <RequireRole roles={['user']}>{el}</RequireRole>;

// Plain route objects under <BrowserRouter>, not createBrowserRouter: nothing
// here uses loaders or other data-router APIs, and leaving them out keeps
// about 17 KB gzip of react-router off every first download (the router exports
// the app uses, minified: 13 KB gzip this way, 30 KB with the data router).
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/weather', element: <WeatherPage /> },
      {
        // The market's shape shows at once, while its chunk downloads.
        path: '/marketplace',
        element: (
          <Suspense fallback={<CardPageSkeleton titleKey="market.title" count={8} rows />}>
            <MarketPage />
          </Suspense>
        ),
      },
      { path: '/chatbot', element: <AssistantPage /> },
      { path: '/blogsList', element: <BlogListPage /> },
      { path: '/blogs/:id', element: <BlogDetailPage /> },
      { path: '/create', element: farmer(<CreateBlogPage />) },
      { path: '/manage-blogs', element: farmer(<BlogManagerPage />) },
      { path: '/update/:id', element: farmer(<UpdateBlogPage />) },
      { path: '/signup', element: <SignupPage /> },
      // The old second signup form: the user panel of /signup.
      { path: '/userSignup', element: <Navigate to="/signup?as=user" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: farmer(<DashboardPage />) },
      { path: '/userProducts', element: farmer(<ProductsPage />) },
      { path: '/addProducts', element: farmer(<ProductsPage />) },
      { path: '/userPosts', element: <Navigate to="/manage-blogs" replace /> },
      { path: '/userOrders', element: <Navigate to="/MyOrdersUser" replace /> },
      { path: '/OrderMessage', element: farmer(<FarmerOrdersPage />) },
      { path: '/MyOrdersUser', element: buyer(<BuyerOrdersPage />) },
      { path: '/connectGov', element: <GovDirectoryPage /> },
      { path: '/speakeasy', element: <SpeakeasyPage /> },
      {
        path: '/settings',
        element: (
          <RequireSignedIn>
            <SettingsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/notifications',
        element: (
          <RequireSignedIn>
            <NotificationsPage />
          </RequireSignedIn>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
