import type { HomeMode } from '../../domain/home-mode.ts'
import type { PartyMember } from '../../domain/party.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import type { CompanionSlots } from '../advance-information/GuestList.tsx'
import { GuestList } from '../advance-information/GuestList.tsx'
import { HomeHero, type HomeStay } from './HomeHero.tsx'
import { FamilyContactsSection } from './FamilyContactsSection.tsx'
import type { WellnessView } from '../wellness/WellnessSection.tsx'
import { NextVisitSection } from '../wellness/NextVisitSection.tsx'
import { ArrangeNowSection, type ArrangeNowView } from '../content/ArrangeNowSection.tsx'
import type { ExtrasSectionView } from '../extras/ExtrasSection.tsx'
import { ExtrasSummarySection } from '../extras/ExtrasSummarySection.tsx'
import { AdvanceProgressSection, type AdvanceProgressView } from '../advance-information/AdvanceProgressSection.tsx'
import { NextUpSection, type NextUpView } from './NextUpSection.tsx'
import { useTexts } from '../../views/PageContext.tsx'

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
  const hero = <HomeHero mode={mode} stay={stay} hasSeveralBookings={hasSeveralBookings} />
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
