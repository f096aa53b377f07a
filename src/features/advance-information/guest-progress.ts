/**
 * Advance information as one guest can act on it (decision 032, issue 25). SPEC §4/§5 judge each part for the whole
 * booking, and that judgement stands; but a companion may complete only their own details and, if they lead a
 * household, its account-level parts. Their progress and next step count only those, so no page urges them to do
 * what only the lead booker may.
 */
import type { AdvanceProgress } from './advance-information.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { Arrangement } from '../../domain/content-blocks.ts'

/** What of advance information a guest may complete. */
export interface AdvanceReach {
  /** The lead booker: every part and every guest's details, so the SPEC's progress is theirs as it is. */
  readonly lead: boolean
  /** Whether the guest's own details are complete; undefined when they have no guest record on the booking. */
  readonly ownDetailsComplete: boolean | undefined
  /** May change the account-level parts (address, villa set-up, flights, registration) of their own account. */
  readonly accountParts: boolean
}

/** How a part stands for this guest: theirs and still to do, theirs and done, or someone else's to complete. */
export type PartStep = 'to do' | 'done' | 'not yours'

export interface GuestProgress {
  /** The parts asked for, in order: complete by SPEC §5, and where each stands for this guest. */
  readonly parts: readonly { readonly part: AdvancePart; readonly complete: boolean; readonly step: PartStep }[]
  /** Of the parts this guest completes: how many are done, out of how many. */
  readonly done: number
  readonly total: number
  /** The first part this guest still has to do. */
  readonly next: AdvancePart | undefined
  /** Parts asked for that someone else completes (so "nothing for you" is not read as "nothing at all"). */
  readonly withOthers: number
}

/** Where one part stands for this guest. */
function stepOf(part: AdvancePart, complete: boolean, reach: AdvanceReach): PartStep {
  const done = (yes: boolean): PartStep => (yes ? 'done' : 'to do')
  if (reach.lead) return done(complete)
  if (part === 'group') return reach.ownDetailsComplete === undefined ? 'not yours' : done(reach.ownDetailsComplete)
  return reach.accountParts ? done(complete) : 'not yours'
}

/**
 * The booking's progress (advanceProgress, SPEC §4) as this guest can act on it: the lead booker's is the SPEC's own;
 * a companion's group part is their own details, and the account-level parts count only when they may change them.
 * @example guestProgress(progress, { lead: false, ownDetailsComplete: true, accountParts: false }).next // undefined
 */
export function guestProgress(progress: AdvanceProgress, reach: AdvanceReach): GuestProgress {
  const parts = progress.parts.map(({ part, complete }) => ({ part, complete, step: stepOf(part, complete, reach) }))
  const yours = parts.filter((p) => p.step !== 'not yours')
  return {
    parts,
    done: yours.filter((p) => p.step === 'done').length,
    total: yours.length,
    next: yours.find((p) => p.step === 'to do')?.part,
    withOthers: parts.length - yours.length,
  }
}

/** Where advance information lives: a reminder linking there asks the guest to complete some of it. */
const advancePath = /^\/account\/advance-information(?:[/?#]|$)/

/**
 * The "what to arrange when" reminders to show this guest: a reminder that leads into advance information only while
 * the guest has something there to do. The lead booker sees every reminder as the editors wrote it.
 */
export function remindersFor(
  items: readonly Arrangement[],
  reach: Pick<AdvanceReach, 'lead'>,
  progress: Pick<GuestProgress, 'next'>,
): readonly Arrangement[] {
  if (reach.lead || progress.next) return items
  return items.filter((item) => !(item.link && !item.link.external && advancePath.test(item.link.href)))
}
