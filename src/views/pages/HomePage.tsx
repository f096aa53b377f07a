import type { HomeMode } from '../../domain/home-mode.ts'
import type { PartyMember } from '../../domain/party.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import type { CompanionSlots } from '../parts/GuestList.tsx'
import { GuestList } from '../parts/GuestList.tsx'
import { StayDates } from '../parts/StayDates.tsx'
import { ContentImage } from '../../islands/parts/ContentImage.tsx'
import type { ResponsiveImage } from '../../domain/content-blocks.ts'
import type { WellnessView } from '../parts/WellnessSection.tsx'
import { NextVisitSection } from '../parts/NextVisitSection.tsx'
import { ArrangeNowSection, type ArrangeNowView } from '../parts/ArrangeNowSection.tsx'
import type { ExtrasSectionView } from '../parts/ExtrasSection.tsx'
import { ExtrasSummarySection } from '../parts/ExtrasSummarySection.tsx'
import { AdvanceProgressSection, type AdvanceProgressView } from '../parts/AdvanceProgressSection.tsx'
import { NextUpSection, type NextUpView } from '../parts/NextUpSection.tsx'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import { useTexts } from '../PageContext.tsx'

export interface HomeStay {
  readonly title: string
  readonly arrival: string | undefined
  readonly leaving: string | undefined
  /** Both dates as one span, for after the stay, when "arriving" and "leaving" are past. */
  readonly dates?: string | undefined
  /** Days to go, before the stay only. */
  readonly countdown: string | undefined
  /** The villa's photo, the page's largest paint. */
  readonly photo?: ResponsiveImage | undefined
}

export interface HomePageProps {
  readonly mode: HomeMode
  readonly stay: HomeStay | undefined
  readonly members: readonly PartyMember[]
  /** Current values of the guests this user may edit, by guest id. */
  readonly editable: { readonly [guestId: string]: GuestFormValues }
  /** For the lead booker: each adult guest's invitation status, by guest id (decision 033). */
  readonly companions?: CompanionSlots | undefined
  /** Family-group contacts who are not on the booking. */
  readonly familyNames: readonly string[]
  readonly hasSeveralBookings: boolean
  /** The one "next up" card: what to do next, today, or the way home. */
  readonly nextUp?: Promise<NextUpView> | undefined
  /** The wellness schedule, in the modes that show it: its next visit, last on the page (the slowest read). */
  readonly wellness?: Promise<WellnessView> | undefined
  /** The "what to arrange when" items of this mode; streamed after the rest. */
  readonly arrangeNow: Promise<ArrangeNowView>
  /** The selected booking's extras, summarised; the full list is on my bookings. */
  readonly extras?: Promise<ExtrasSectionView> | undefined
  /** Advance-information progress (before and during the stay); streamed after the rest. */
  readonly advance?: Promise<AdvanceProgressView> | undefined
}

/** What each home mode (SPEC §4) says first; the card below it says what to do (issue 38: once). */
const modeIntro: Record<HomeMode, PlainTextKey> = {
  'after-booking': 'home_intro_after_booking_title',
  'two-months': 'home_intro_two_months_title',
  'three-weeks': 'home_intro_three_weeks_title',
  'mid-stay': 'home_intro_mid_stay_title',
  'post-stay': 'home_intro_post_stay_title',
}

/** Stands in for the link while the sentence is worded, so the link goes wherever the guest's language places it. */
const linkMarker = '\u0000'

/** The family-contacts sentence with its "contact us" link in place. */
function NotOnBooking({ t }: { readonly t: Texts }) {
  const [before = '', after = ''] = t.home_family_not_on_booking({ link: linkMarker }).split(linkMarker)
  return (
    <p>
      {before}
      <a href="/account/contact-us">{t.home_family_contact_link()}</a>
      {after}
    </p>
  )
}

function FamilyContactsSection({ names }: { readonly names: readonly string[] }) {
  const t = useTexts()
  if (names.length === 0) return null
  return (
    <section className="stack" aria-labelledby="family-heading">
      <h2 id="family-heading">{t.home_family_heading()}</h2>
      <ul className="plain-list">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <NotOnBooking t={t} />
    </section>
  )
}

/**
 * The stay at a glance: its villa's photo as a band, the mode's words, the booking, its dates and days to go. On a
 * phone it leaves the first screen to the card that says what comes next (issue 38).
 */
function StayHero({
  mode,
  stay,
  hasSeveralBookings,
}: {
  readonly mode: HomeMode
  readonly stay: HomeStay
  readonly hasSeveralBookings: boolean
}) {
  const t = useTexts()
  return (
    <section className={`hero hero--${mode}`} aria-labelledby="stay-heading">
      {stay.photo && (
        <div className="hero__frame">
          <ContentImage image={stay.photo} sizes="(min-width: 50rem) 46rem, 100vw" eager />
        </div>
      )}
      <p className="hero__eyebrow">{t[modeIntro[mode]]()}</p>
      <h2 id="stay-heading">
        {/* The booking's name is the booking system's words: isolated, the heading keeps the page's direction. */}
        <bdi>{stay.title}</bdi>
      </h2>
      <dl className="facts hero__dates">
        {/* After the stay both dates as one past span; at the resort only the day home; before it, both. */}
        {stay.dates ? (
          <div>
            <dt>{t.home_stay_dates()}</dt>
            <dd>{stay.dates}</dd>
          </div>
        ) : mode === 'mid-stay' ? (
          <div>
            <dt>{t.bookings_leaving()}</dt>
            <dd>{stay.leaving ?? t.bookings_to_be_confirmed()}</dd>
          </div>
        ) : (
          <StayDates arrival={stay.arrival} leaving={stay.leaving} />
        )}
      </dl>
      {stay.countdown && <p className="hero__countdown">{stay.countdown}</p>}
      <p className="links-row">
        <a href="/account/my-bookings">{hasSeveralBookings ? t.home_link_bookings_several() : t.home_link_booking()}</a>
      </p>
    </section>
  )
}

/** /account: the guest's home as a dashboard that changes with the stay (SPEC §4, issue 28). */
export function HomePage({
  mode,
  stay,
  members,
  editable,
  companions,
  familyNames,
  hasSeveralBookings,
  nextUp,
  wellness,
  arrangeNow,
  extras,
  advance,
}: HomePageProps) {
  const t = useTexts()
  const hero = stay ? (
    <StayHero mode={mode} stay={stay} hasSeveralBookings={hasSeveralBookings} />
  ) : (
    <section className="hero" aria-labelledby="stay-heading">
      <p className="hero__eyebrow">{t[modeIntro[mode]]()}</p>
      <h2 id="stay-heading">{t.home_your_holiday()}</h2>
      <p className="hero__text">{t.home_no_booking()}</p>
    </section>
  )
  const card = nextUp && <NextUpSection view={nextUp} />
  return (
    <div className="stack dashboard">
      {/* At the resort today's plan comes first; the stay gives way to it (issue 38). */}
      {mode === 'mid-stay' ? card : hero}
      {mode === 'mid-stay' ? hero : card}
      {advance && <AdvanceProgressSection view={advance} nameNext={!nextUp || mode === 'mid-stay'} />}
      {members.length > 0 && (
        <section className="stack" aria-labelledby="party-heading">
          <h2 id="party-heading">
            {mode === 'post-stay' ? t.home_party_heading_stayed() : t.home_party_heading_coming()}
          </h2>
          <GuestList members={members} editable={editable} companions={companions} stayed={mode === 'post-stay'} />
        </section>
      )}
      <FamilyContactsSection names={familyNames} />
      {extras && <ExtrasSummarySection view={extras} />}
      <ArrangeNowSection view={arrangeNow} />
      {wellness && <NextVisitSection schedule={wellness} />}
      {/* Nothing left to put in a calendar once the stay is over. */}
      {stay && mode !== 'post-stay' && (
        <p className="links-row">
          <a href="/account/calendar/stay.ics" download>
            {t.home_calendar_stay()}
          </a>
          <a href="/account/calendar/all.ics" download>
            {t.home_calendar_all()}
          </a>
        </p>
      )}
    </div>
  )
}
