// The companions API (decision 033), beside the booking API of SPEC §7: the lead booker's
// invitation statuses, and invite / resend / revoke for one guest. The same rules and flows as
// the pages; a refusal is a JSON `{message}` with its status (403 for a companion), never a change.
// Like the rest of the JSON API (SPEC §7) it answers in English, for programs: its messages and the
// day an invitation was sent do not follow the guest's language (no page shows them).
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { report } from '../../http/middleware/report.ts'
import { checkId } from '../../domain/request-ids.ts'
import { inviteAddress } from '../../features/companions/invite-address.ts'
import { baseLocale } from '../../domain/locale.ts'
import { textsFor } from '../../i18n/texts.ts'
import {
  companionTarget,
  guestName,
  reportRefusal,
  sentInvitations,
  statusesOn,
  type CompanionTarget,
} from '../../features/companions/reads.ts'
import { inviteCompanion } from '../../features/companions/invite-companion.ts'
import type { Outcome } from '../../features/companions/invitation-outcomes.ts'
import { resendInvitation, revokeInvitation } from '../../features/companions/invitation-changes.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

async function body(c: C): Promise<Record<string, unknown> | undefined> {
  const parsed = v.safeParse(v.record(v.string(), v.unknown()), await c.req.json().catch(() => undefined))
  return parsed.success ? parsed.output : undefined
}

/** The guest a call names, or the JSON refusal: 401 signed out, 400 a bad id, 404 not on the guest's bookings. */
async function target(c: C, input: Record<string, unknown> | undefined): Promise<CompanionTarget | Response> {
  if (!c.get('user')) return c.json({ message: 'Please sign in first.' }, 401)
  const id = checkId(input?.guestId)
  if (!id.ok) return c.json({ message: id.message }, 400)
  try {
    const found = await companionTarget(c.get('scope'), id.id)
    if (!('status' in found)) return found
    reportRefusal(c.get('scope'), 'api.invitations', found)
    return c.json({ message: found.message }, found.status)
  } catch (error) {
    report(c, 'api.invitations', error)
    return c.json({ message: c.get('texts').companions_unavailable() }, 503)
  }
}

function reply(c: C, outcome: Outcome) {
  if (outcome.ok) return c.json({ done: outcome.notice }, outcome.notice === 'invited' ? 201 : 200)
  if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter))
  return c.json({ message: outcome.message }, outcome.status)
}

/** One change for one guest: the guest first, then the change's own rules (a companion gets 403 whatever they sent). */
function change(run: (c: C, found: CompanionTarget, input: Record<string, unknown>) => Promise<Outcome>) {
  return async (c: C) => {
    c.header('Cache-Control', 'private, no-store')
    const input = await body(c)
    const found = await target(c, input)
    return found instanceof Response ? found : reply(c, await run(c, found, input ?? {}))
  }
}

export const invitationsApiRoutes = new Hono<AppEnv>()
  // English for programs, whatever the guest's language: the shared rules and actions word their sentences in it.
  .use(async (c, next) => {
    c.set('locale', baseLocale)
    c.set('texts', textsFor(baseLocale))
    c.set('localeFromHeader', false)
    c.set('scope', c.get('scope').inLanguage(baseLocale))
    await next()
  })
  .post('/', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    if (!c.get('user')) return c.json({ message: 'Please sign in first.' }, 401)
    try {
      const [bookings, contact, invitations] = await Promise.all([
        c.get('bookings')().list(),
        c.get('bookings')().contactId(),
        sentInvitations(c.get('scope')),
      ])
      if (!invitations) return c.json({ message: c.get('texts').companions_unavailable() }, 503)
      const contactId = contact.ok ? contact.id : undefined
      return c.json(
        bookings.map((booking) => {
          const statuses = statusesOn(c.get('scope'), booking, contactId, invitations)
          return {
            opportunityId: booking.id,
            guests: booking.guests
              .filter((g) => statuses[g.id])
              .map((g) => ({ guestId: g.id, name: guestName(c.get('texts'), booking, g), ...statuses[g.id] })),
          }
        }),
      )
    } catch (error) {
      report(c, 'api.invitations', error)
      return c.json({ message: c.get('texts').companions_unavailable() }, 503)
    }
  })
  .post(
    '/invite',
    change(async (c, found, input) => {
      const email = v.safeParse(inviteAddress(c.get('texts')), input.email)
      if (found.viewer.role === 'lead' && !email.success) {
        reportRefusal(c.get('scope'), 'api.invitations', { status: 400, reason: 'not an address', message: '' })
        return { ok: false, status: 400, message: email.issues[0].message }
      }
      return inviteCompanion(c.get('scope'), found, email.success ? email.output : '')
    }),
  )
  .post(
    '/resend',
    change((c, found) => resendInvitation(c.get('scope'), found)),
  )
  .post(
    '/revoke',
    change((c, found) => revokeInvitation(c.get('scope'), found)),
  )

export const invitationsApiRoute = routeModule('/api/user/invitations', [], invitationsApiRoutes)
