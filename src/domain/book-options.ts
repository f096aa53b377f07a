/**
 * The extras a guest can still ask for (SPEC §2 book options panel), each leading to where it
 * is booked: a page of the resort's main website, the upgrades page, or an enquiry to the
 * guest services team (docs/book-options.md).
 */
import type { HomeMode } from './home-mode.ts'

export interface BookOption {
  readonly title: string
  readonly description: string
  /** Where it is booked: a path on the main website, or a path in the portal. */
  readonly where: { readonly site: string } | { readonly portal: string }
}

const options: readonly BookOption[] = [
  {
    title: 'Airport transfers',
    description: 'Met at arrivals and driven to your villa, and back again.',
    where: { site: '/extras/transfers' },
  },
  {
    title: 'Car hire',
    description: 'Collect at the airport or have it brought to your villa.',
    where: { site: '/extras/car-hire' },
  },
  {
    title: 'Welcome hampers',
    description: 'Breakfast, family or celebration hampers waiting in your villa.',
    where: { site: '/extras/hampers' },
  },
  {
    title: 'Petit deliveries and water',
    description: 'Bakery, deli and water delivered to your villa.',
    where: { site: '/extras/deliveries' },
  },
  {
    title: 'Shopping list',
    description: 'Your groceries bought and put away before you arrive.',
    where: { site: '/extras/shopping' },
  },
  {
    title: 'Odyssey and shipwreck trips',
    description: 'Days out by boat around the island.',
    where: { site: '/extras/trips' },
  },
  {
    title: 'Powerboat course',
    description: 'Two days of tuition with a certificate at the end.',
    where: { site: '/extras/powerboat' },
  },
  {
    title: 'Ski tows and private tennis lessons',
    description: 'Ask our team and we will book a time for you.',
    where: { portal: '/account/contact-us' },
  },
]

const clubPlaces: BookOption = {
  title: 'Club places and watersports',
  description: 'Give your upgrades to the right people in your group.',
  where: { portal: '/account/upgrades' },
}

/** An option as the panel shows it: its link resolved. */
export interface BookOptionLink {
  readonly title: string
  readonly description: string
  readonly href: string
  /** Leads to the resort's main website. */
  readonly external: boolean
}

/**
 * What can still be asked for: nothing once the holiday is over; club places only when the booking has upgrades to
 * give.
 */
export function bookOptions(mode: HomeMode, hasUpgrades: boolean): BookOption[] {
  if (mode === 'post-stay') return []
  return hasUpgrades ? [...options, clubPlaces] : [...options]
}

/** An option's link, against the main website's address. */
export function bookOptionHref(option: BookOption, marketingSiteUrl: string): string {
  return 'site' in option.where ? new URL(option.where.site, marketingSiteUrl).href : option.where.portal
}

/** An option ready for the panel: its link resolved, and whether it leaves the portal. */
export function bookOptionLink(option: BookOption, marketingSiteUrl: string): BookOptionLink {
  return {
    title: option.title,
    description: option.description,
    href: bookOptionHref(option, marketingSiteUrl),
    external: 'site' in option.where,
  }
}
