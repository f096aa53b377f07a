// Who an open messages page is, as the worker tells the booking's object (thread-object.ts). Apart from the object, so
// the routes' modules import no `cloudflare:workers` and load in Node too (the browser tests read the route table).
import type { Locale } from '../../domain/locale.ts'

/** Who an open page is: their contact on the booking (to tell their own messages apart) and their language. */
export interface Reader {
  readonly contactId: string
  readonly locale: Locale
}

/** The header the worker hands a page's reader to the object in, as JSON (never from the browser). */
export const readerHeader = 'x-portal-reader'
