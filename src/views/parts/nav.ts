import type { NavLink } from './LinkList.tsx'

/**
 * The account area's navigation: pages that exist today. Later pages join this list when
 * they are registered, so no link leads to a page that is not there yet.
 */
export const siteNavLinks: readonly NavLink[] = [
  { href: '/account', label: 'Home' },
  { href: '/account/my-bookings', label: 'My bookings' },
  { href: '/account/advance-information', label: 'Advance information' },
  { href: '/account/wellness', label: 'Wellness' },
  { href: '/account/upgrades', label: 'Upgrades' },
  { href: '/account/tailor-your-holiday', label: 'Tailor your holiday' },
  { href: '/account/whats-on', label: "What's on" },
  { href: '/account/what-to-arrange-when', label: 'What to arrange when' },
  { href: '/account/faq', label: 'Help and FAQs' },
  { href: '/account/account-settings', label: 'Account settings' },
  { href: '/account/contact-us', label: 'Contact us' },
]

export const accountMenuLinks: readonly NavLink[] = [
  { href: '/account/my-bookings', label: 'My bookings' },
  { href: '/account/account-settings', label: 'Account settings' },
]
