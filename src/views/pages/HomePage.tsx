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

export interface HomeStay {
  readonly title: string
  readonly arrival: string | undefined
  readonly leaving: string | undefined
  readonly countdown: string | undefined
  /** The villa's photo, the page's largest paint. */
  readonly photo?: ResponsiveImage | undefined
}

export interface HomePageProps {
  readonly mode: HomeMode
  readonly stay: HomeStay | undefined
  readonly members: readonly PartyMember[]
  /** Current values of the guests this user may edit, by guest id. */
  readonly editable: Readonly<Record<string, GuestFormValues>>
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

/** What each home mode (SPEC §4) says first. */
const modeIntro: Record<HomeMode, { title: string; text: string }> = {
  'after-booking': {
    title: 'Thank you for booking with us',
    text: "There's plenty of time. Start with your party's details, then explore what you can arrange.",
  },
  'two-months': {
    title: 'Your holiday is getting closer',
    text: 'Now is a good time to arrange extras and check everyone’s details.',
  },
  'three-weeks': {
    title: 'Almost time to pack',
    text: 'Check your party’s details and travel plans so everything is ready when you arrive.',
  },
  'mid-stay': {
    title: 'Welcome to the resort',
    text: 'Everything for your stay is here. Our team is on hand if you need anything.',
  },
  'post-stay': { title: 'Welcome home', text: 'Thank you for staying with us. We would love to welcome you back.' },
}

function FamilyContactsSection({ names }: { readonly names: readonly string[] }) {
  if (names.length === 0) return null
  return (
    <section className="stack" aria-labelledby="family-heading">
      <h2 id="family-heading">Also in your family group</h2>
      <ul className="plain-list">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>
        They are not on this booking. To add someone, please <a href="/account/contact-us">contact us</a> and our team
        will update your booking.
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
  const intro = modeIntro[mode]
  return (
    <div className="stack dashboard">
      {stay ? (
        <section className={`hero hero--${mode}`} aria-labelledby="stay-heading">
          {stay.photo && (
            <div className="hero__frame">
              <ContentImage image={stay.photo} sizes="(min-width: 50rem) 46rem, 100vw" eager />
            </div>
          )}
          <p className="hero__eyebrow">{intro.title}</p>
          <h2 id="stay-heading">{stay.title}</h2>
          <dl className="facts hero__dates">
            <StayDates arrival={stay.arrival} leaving={stay.leaving} />
          </dl>
          {stay.countdown && <p className="hero__countdown">{stay.countdown}</p>}
          <p className="hero__text">{intro.text}</p>
          <p className="links-row">
            <a href="/account/my-bookings">
              {hasSeveralBookings ? 'Your bookings and switching holiday' : 'Your booking'}
            </a>
            {/* Nothing left to put in a calendar once the stay is over. */}
            {mode !== 'post-stay' && (
              <>
                <a href="/account/calendar/stay.ics" download>
                  Add your stay to your calendar
                </a>
                <a href="/account/calendar/all.ics" download>
                  Add your stay and wellness visits to your calendar
                </a>
              </>
            )}
          </p>
        </section>
      ) : (
        <section className="hero" aria-labelledby="stay-heading">
          <p className="hero__eyebrow">{intro.title}</p>
          <h2 id="stay-heading">Your holiday</h2>
          <p className="hero__text">
            We couldn't find a booking for your account yet. If you have booked with us, please contact us and we will
            link it.
          </p>
        </section>
      )}
      {nextUp && <NextUpSection view={nextUp} />}
      {advance && <AdvanceProgressSection view={advance} />}
      {members.length > 0 && (
        <section className="stack" aria-labelledby="party-heading">
          <h2 id="party-heading">{mode === 'post-stay' ? 'Who stayed' : "Who's coming"}</h2>
          <GuestList members={members} editable={editable} companions={companions} />
        </section>
      )}
      <FamilyContactsSection names={familyNames} />
      {extras && <ExtrasSummarySection view={extras} />}
      <ArrangeNowSection view={arrangeNow} />
      {wellness && <NextVisitSection schedule={wellness} />}
    </div>
  )
}
