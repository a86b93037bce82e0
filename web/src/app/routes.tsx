import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CardPageSkeleton } from '@/shared/ui/card-grid-skeleton';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { RequireRole, RequireSignedIn } from './guards';
import { RootLayout } from './layout/root-layout';

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
function preloadableLazy<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => (loading ??= load().then((m) => (loaded = m)));
  const now = (m: { default: T }) => ({ then: (done: (v: { default: T }) => void) => done(m) });
  const Component = lazy(() => (loaded ? (now(loaded) as unknown as Promise<{ default: T }>) : preload()));
  return { Component, preload };
}

const market = preloadableLazy(() => import('@/features/market/components/market-page'));
const MarketPage = market.Component;

/**
 * Resolves once the screen for `pathname` can render without suspending, when it
 * is one that is opened first on a slow phone: on /marketplace, React's first
 * commit then shows the market itself, replacing index.html's first paint of its
 * cards with the same cards, not with the route's loading skeleton. Never
 * rejects: a chunk that fails to load is left to the route's own handling.
 */
export function screenReady(pathname: string): Promise<void> {
  if (pathname !== '/marketplace') return Promise.resolve();
  return market.preload().then(
    () => undefined,
    () => undefined,
  );
}
const ProductsPage = lazy(() => import('@/features/products/components/products-page'));
const FarmerOrdersPage = lazy(() => import('@/features/orders/components/farmer-orders-page'));
const BuyerOrdersPage = lazy(() => import('@/features/orders/components/buyer-orders-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page'));

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
