import type { AuthState } from '@verba/api-client';

export interface NavItem {
  href: string;
  labelKey: 'header.signIn' | 'header.signUp' | 'header.dashboard' | 'header.settings' | 'header.signOut';
  /** The one call to action gets the primary look. */
  isPrimary?: boolean;
}

const signedOutItems: NavItem[] = [
  { href: '/sign-in', labelKey: 'header.signIn' },
  { href: '/sign-up', labelKey: 'header.signUp', isPrimary: true },
];
const signedInItems: NavItem[] = [
  { href: '/dashboard', labelKey: 'header.dashboard' },
  { href: '/settings', labelKey: 'header.settings' },
  { href: '/sign-out', labelKey: 'header.signOut' },
];

/** While the auth state is unknown no links show, so the wrong ones never flash. */
export function navItemsFor(status: AuthState['status']): NavItem[] {
  if (status === 'signedIn') return signedInItems;
  if (status === 'signedOut') return signedOutItems;
  return [];
}
