import { DynamicsError } from '../../integrations/dynamics/client.ts'
import { PartlySavedError } from '../../integrations/dynamics/advance-writes.ts'
import { UpstreamTimeoutError } from '../../integrations/fetch-with-retry.ts'
import type { Texts } from '../../i18n/texts.ts'
import type { NotDoneStatus } from '../../domain/outcome.ts'

/** The statuses a form page answers with: shown, refused input, not allowed, conflict, upstream failure. */
/** A form page's status: shown afresh, or again with why the action was not done. */
export type FormStatus = 200 | NotDoneStatus

/**
 * What a failed save was of, as its sentences name it: these details, this booking, your request, your address, your
 * room set-up, your flights, your registration.
 */
export type SaveSubject = 'details' | 'booking' | 'request' | 'address' | 'roomSetUp' | 'flights' | 'registration'

/**
 * Why a save failed, in the guest's words, for a form that keeps the typed values on screen: nothing was changed, or,
 * when the booking system never answered, it cannot be known (the write may land after we stopped waiting; decision
 * 035).
 */
export function saveFailure(error: unknown, what: SaveSubject, t: Texts): { message: string; status: 409 | 503 } {
  if (error instanceof UpstreamTimeoutError) return { message: t.advance_save_timeout({ what }), status: 503 }
  if (error instanceof PartlySavedError) return { message: t.advance_save_partly({ what }), status: 503 }
  if (error instanceof DynamicsError && error.status === 412) {
    return { message: t.advance_save_conflict({ what }), status: 409 }
  }
  return { message: t.advance_save_failed({ what }), status: 503 }
}
