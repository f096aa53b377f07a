import { DynamicsError } from '../integrations/dynamics/client.ts'
import { PartlySavedError } from '../integrations/dynamics/advance-writes.ts'
import { UpstreamTimeoutError } from '../integrations/fetch-with-retry.ts'

/** The statuses a form page answers with: shown, refused input, not allowed, conflict, upstream failure. */
export type FormStatus = 200 | 400 | 403 | 409 | 503

/**
 * Why a save failed, in words, for a form that keeps the typed values on screen: nothing was changed, or, when
 * the booking system never answered, it cannot be known (the write may land after we stopped waiting; decision 035).
 */
export function saveFailure(error: unknown, what = 'these details'): { message: string; status: 409 | 503 } {
  if (error instanceof UpstreamTimeoutError) {
    return {
      message: `We didn't hear back in time, so ${what} may or may not have been saved. Please reload the page to check before saving again.`,
      status: 503,
    }
  }
  if (error instanceof PartlySavedError) {
    return { message: `Only part of ${what} was saved. Please check the details below and save again.`, status: 503 }
  }
  if (error instanceof DynamicsError && error.status === 412) {
    return {
      message: `Someone changed ${what} while you were editing. Nothing was saved: please reload the page, check and save again.`,
      status: 409,
    }
  }
  return {
    message: `We couldn't save ${what} just now. Nothing was changed; please try again in a moment.`,
    status: 503,
  }
}
