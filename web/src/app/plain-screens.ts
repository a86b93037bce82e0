/**
 * The screens drawn without MUI, by path, with each one's module: the app skips evaluating MUI
 * before their first render (routes.tsx, screenReady), and the build fails if one of them, or a
 * part it loads later, imports MUI or emotion (vite.config.ts, build/chunks.ts).
 */
export const PLAIN_SCREENS = {
  '/': 'src/features/landing/components/landing-page.tsx',
  '/marketplace': 'src/features/market/components/market-page.tsx',
  '/dashboard': 'src/features/dashboard/components/dashboard-page.tsx',
  '/blogsList': 'src/features/blogs/components/blog-list-page.tsx',
  '/OrderMessage': 'src/features/orders/components/farmer-orders-page.tsx',
  '/MyOrdersUser': 'src/features/orders/components/buyer-orders-page.tsx',
} as const;
