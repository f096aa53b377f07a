import type { HomeMode } from '../../domain/home-mode.ts'
import type { ResponsiveImage } from '../../domain/content-blocks.ts'
import type { PlainTextKey } from '../../i18n/texts.ts'
import { ContentImage } from '../../browser/islands/parts/ContentImage.tsx'
import { StayDates } from './StayDates.tsx'
import { useTexts } from '../../views/PageContext.tsx'

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

/** What each home mode (SPEC §4) says first; the card below it says what to do (issue 38: once). */
const modeIntro: Record<HomeMode, PlainTextKey> = {
  'after-booking': 'home_intro_after_booking_title',
  'two-months': 'home_intro_two_months_title',
  'three-weeks': 'home_intro_three_weeks_title',
  'mid-stay': 'home_intro_mid_stay_title',
  'post-stay': 'home_intro_post_stay_title',
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

/** Home's first section: the stay at a glance, or, without a booking, that there is none yet. */
export function HomeHero({
  mode,
  stay,
  hasSeveralBookings,
}: {
  readonly mode: HomeMode
  readonly stay: HomeStay | undefined
  readonly hasSeveralBookings: boolean
}) {
  const t = useTexts()
  if (stay) return <StayHero mode={mode} stay={stay} hasSeveralBookings={hasSeveralBookings} />
  return (
    <section className="hero" aria-labelledby="stay-heading">
      <p className="hero__eyebrow">{t[modeIntro[mode]]()}</p>
      <h2 id="stay-heading">{t.home_your_holiday()}</h2>
      <p className="hero__text">{t.home_no_booking()}</p>
    </section>
  )
}
