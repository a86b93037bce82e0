import type { Role } from '@shared/roles';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** The header's links, in the spec's order. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/weather', labelKey: 'nav.weather' },
  { to: '/marketplace', labelKey: 'nav.market' },
  { to: '/chatbot', labelKey: 'nav.assistant' },
  { to: '/blogsList', labelKey: 'nav.blogs' },
];

export const AUTH_LINKS: readonly NavItem[] = [
  { to: '/signup', labelKey: 'nav.signup' },
  { to: '/login', labelKey: 'nav.login' },
];

/** The account panel's items per role (Settings and Logout are added by the panel). */
export const ACCOUNT_LINKS: Record<Role, readonly NavItem[]> = {
  farmer: [
    { to: '/dashboard', labelKey: 'account.dashboard' },
    { to: '/userProducts', labelKey: 'account.myProducts' },
    { to: '/manage-blogs', labelKey: 'account.myBlogs' },
    { to: '/OrderMessage', labelKey: 'account.orderMessages' },
    { to: '/connectGov', labelKey: 'account.connectGov' },
  ],
  user: [{ to: '/MyOrdersUser', labelKey: 'account.myOrders' }],
};
