// The pages that need the selected booking and one more read of it (upgrades, the advance-information parts): the read
// started at once with the saved id, then the page streamed after its shell or rendered whole (decision 019).
import { requireGuest } from '../scope/scope.ts'
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../http/middleware/app-env.ts'
import type { Booking } from '../domain/booking.ts'
import { render, type RenderOptions } from '../http/rendering/render.tsx'
import { renderStreamed, streamsBody, withNotice } from '../http/rendering/streamed.tsx'
import { report } from '../http/middleware/report.ts'
import { savedBookingRead } from '../features/bookings/saved-booking-read.ts'
import { BookingNotFound } from '../features/bookings/BookingNotFound.tsx'

type C = Context<AppEnv>

/** What a booking page's read gives: its data, or why there is none (no selected booking, or the read failed). */
export type BookingRead<T> = T | 'no booking' | 'unavailable'

/**
 * Reads what a page needs of the selected booking: `scoped` starts at once with the saved id, beside the booking
 * itself; `load` makes the page's data of both. A failure is reported as `where` and answered 'unavailable'.
 */
export function readForBooking<S, T>(
  c: C,
  where: string,
  scoped: (bookingId: string) => Promise<S>,
  load: (booking: Booking, scoped: Promise<S>) => Promise<T>,
): Promise<BookingRead<T>> {
  const read = savedBookingRead(requireGuest(c.get('scope')).selected, scoped)
  return c
    .get('booking')()
    .then(async (booking) => {
      if (!booking) return 'no booking'
      try {
        return await load(booking, read(booking))
      } catch (error) {
        report(c, where, error)
        return 'unavailable'
      }
    })
}

/** How a booking page answers with its content: rendered whole, or the body of a page whose shell has gone out. */
export type PageAnswer = (page: ReactNode, options: RenderOptions) => Promise<Response> | Response

export interface BookingPageTexts {
  /** The shell's title and heading while the page streams. */
  readonly title: string
  /** The frame of a page rendered whole when there is nothing to show. */
  readonly frame: RenderOptions
  readonly noBooking: ReactNode
  readonly unavailable: ReactNode
  /** What a save just did, above the page (post/redirect/get). */
  readonly notice?: string | undefined
  /** False for a page that may answer a lookup with a 404, which a streamed page no longer can: it comes whole. */
  readonly streams?: boolean
}

/**
 * Answers a booking page: a GET with a saved selection streams (the shell titled `texts.title` goes out before any read
 * answers, a saved id that is not the guest's shows the not-found content); anything else waits for the read and
 * renders whole, a failed read with 503. `run` makes the content and answers it through `page`.
 */
export async function renderBookingPage<T>(
  c: C,
  reading: Promise<BookingRead<T>>,
  texts: BookingPageTexts,
  run: (value: T, page: PageAnswer) => Promise<Response> | Response,
): Promise<Response> {
  if (c.req.method === 'GET' && texts.streams !== false && streamsBody(c)) {
    const body = reading.then(async (read): Promise<ReactNode> => {
      if (read === 'no booking') return <BookingNotFound />
      if (read === 'unavailable') return texts.unavailable
      let content: ReactNode = null
      await run(read, (page) => {
        content = page
        return new Response(null) // unused: the shell has been sent
      })
      return content
    })
    return renderStreamed(c, body, texts.title, { title: texts.title, heading: texts.title, notice: texts.notice })
  }
  const read = await reading
  if (read === 'no booking') return render(c, texts.noBooking, texts.frame)
  if (read === 'unavailable') return render(c, texts.unavailable, { ...texts.frame, status: 503 })
  return run(read, (page, options) => render(c, withNotice(texts.notice, page), options))
}
