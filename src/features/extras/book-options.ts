/**
 * The extras a guest can still ask for (SPEC §2 book options panel), each leading to where it
 * is booked: a page of the resort's main website, the upgrades page, or an enquiry to the
 * guest services team (docs/book-options.md). What the portal sells itself (issue 40) comes first, and the website's
 * link for it gives way.
 */
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import type { HomeMode } from '../../domain/home-mode.ts'
import type { ExtraKind } from '../../domain/extra-kinds.ts'

/** An option as declared: its words by message name. */
interface OptionDeclaration {
  readonly title: PlainTextKey
  readonly description: PlainTextKey
  /** Where it is booked: a path on the main website, or a path in the portal. */
  readonly where: { readonly site: string } | { readonly portal: string }
  /** The kinds of extra it stands for: when the portal sells every one of them itself, the option gives way. */
  readonly kinds?: readonly ExtraKind[]
}

/** An option in the guest's language. */
export interface BookOption {
  readonly title: string
  readonly description: string
  /** Where it is booked: a path on the main website, or a path in the portal. */
  readonly where: { readonly site: string } | { readonly portal: string }
}

const options: readonly OptionDeclaration[] = [
  {
    title: 'extras_option_transfers_title',
    description: 'extras_option_transfers_description',
    where: { site: '/extras/transfers' },
    kinds: ['transfer'],
  },
  {
    title: 'extras_option_car_hire_title',
    description: 'extras_option_car_hire_description',
    where: { site: '/extras/car-hire' },
    kinds: ['carHire'],
  },
  {
    title: 'extras_option_hampers_title',
    description: 'extras_option_hampers_description',
    where: { site: '/extras/hampers' },
    kinds: ['hamper'],
  },
  {
    title: 'extras_option_deliveries_title',
    description: 'extras_option_deliveries_description',
    where: { site: '/extras/deliveries' },
    kinds: ['petitDelivery', 'waterDelivery'],
  },
  {
    title: 'extras_option_shopping_title',
    description: 'extras_option_shopping_description',
    where: { site: '/extras/shopping' },
  },
  {
    title: 'extras_option_trips_title',
    description: 'extras_option_trips_description',
    where: { site: '/extras/trips' },
    kinds: ['odysseyTrip', 'shipwreckTrip'],
  },
  {
    title: 'extras_option_powerboat_title',
    description: 'extras_option_powerboat_description',
    where: { site: '/extras/powerboat' },
    kinds: ['powerboat'],
  },
  {
    title: 'extras_option_ski_tennis_title',
    description: 'extras_option_ski_tennis_description',
    where: { portal: '/account/contact-us' },
  },
]

const clubPlaces: OptionDeclaration = {
  title: 'extras_option_club_title',
  description: 'extras_option_club_description',
  where: { portal: '/account/upgrades' },
}

/** An option as the panel shows it: its link resolved. */
export interface BookOptionLink {
  readonly title: string
  readonly description: string
  readonly href: string
  /** Leads to the resort's main website. */
  readonly external: boolean
  /** The content's language, when it is not the page's (an offer with no translation yet). */
  readonly lang?: string | undefined
}

/**
 * What can still be asked for, in the language of `t`: nothing once the holiday is over; club places only when the
 * booking has upgrades to give.
 */
export function bookOptions(
  mode: HomeMode,
  hasUpgrades: boolean,
  t: Texts,
  sold: ReadonlySet<ExtraKind> = new Set(),
): BookOption[] {
  if (mode === 'post-stay') return []
  const left = options.filter((option) => !option.kinds?.every((kind) => sold.has(kind)))
  return (hasUpgrades ? [...left, clubPlaces] : left).map((option) => ({
    title: t[option.title](),
    description: t[option.description](),
    where: option.where,
  }))
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
