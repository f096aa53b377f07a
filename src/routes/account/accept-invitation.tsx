import { Hono, type Context } from 'hono'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { writeCookie } from '../../http/middleware/cookies.ts'
import { report } from '../../http/middleware/report.ts'
import { acceptInvitation } from '../../features/companions/accept-invitation.ts'
import { AcceptInvitation, InvitationProblem, InvitationRenewed } from '../../views/pages/auth/AcceptInvitation.tsx'
import { invitationOnPage, renewInvitation } from '../../features/companions/renew-invitation.ts'
import { routeModule } from '../route-module.ts'

const TokenHash = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))
// The portal's invitation (decision 057); links sent before it carried none.
const InvitationId = v.optional(v.pipe(v.string(), v.uuid()))
const Link = v.object({ token_hash: TokenHash, type: v.literal('invite'), invitation: InvitationId })
const AcceptForm = v.object({
  token_hash: TokenHash,
  invitation: InvitationId,
  next: v.fallback(v.picklist(['password', 'home']), 'password'),
})

const page = (c: Context<AppEnv>, body: ReactElement, status: 200 | 400 | 403 | 404 | 409 | 410 | 429 | 503 = 200) =>
  // The login layout, like contact us for a visitor: SPEC §2's seven login routes stay as the spec lists them.
  render(c, body, { title: c.get('texts').companions_accept_title(), status, noStore: true, layout: 'guest-hub-login' })

/**
 * /account/accept-invitation?token_hash=…&type=invite: the invitation email's link (decision 033).
 * GET shows the buttons; the POST verifies the link with the auth service, which signs the guest
 * in, and goes on to choose a password (the same step as first-time set-up) or straight home.
 */
export const acceptInvitationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const link = v.safeParse(Link, c.req.query())
    if (!link.success) {
      report(c, 'invitations.accept', new Error('Refused: damaged link'), 'warning')
      return page(c, <InvitationProblem message={c.get('texts').companions_link_damaged()} />, 400)
    }
    const { token_hash: tokenHash, invitation } = link.output
    const known = invitation
      ? await invitationOnPage(c.get('scope'), invitation)
      : { open: true as const, holiday: undefined }
    if (!known.open) return page(c, <InvitationProblem message={known.message} />, known.status)
    return page(c, <AcceptInvitation tokenHash={tokenHash} invitation={invitation} holiday={known.holiday} />)
  })
  .post('/', async (c) => {
    const form = await readForm(c, AcceptForm)
    if (!form.ok) {
      report(c, 'invitations.accept', new Error('Refused: damaged link'), 'warning')
      return page(c, <InvitationProblem message={c.get('texts').companions_link_damaged()} />, 400)
    }
    const accepted = await acceptInvitation(c.get('scope'), c.get('auth')(), form.data.token_hash)
    // A link past its hour, of an invitation still open: a fresh one by email (decision 057).
    const renewal =
      !accepted.ok && accepted.spent && form.data.invitation
        ? await renewInvitation(c.get('scope'), form.data.invitation)
        : undefined
    if (renewal?.ok) return page(c, <InvitationRenewed />)
    if (renewal) return page(c, <InvitationProblem message={renewal.message} />, renewal.status)
    if (!accepted.ok) return page(c, <InvitationProblem message={accepted.message} />, accepted.status)
    if (accepted.email) writeCookie(c, 'previouslySignedIn', accepted.email)
    if (form.data.next === 'home') return c.redirect('/account', 303)
    // As after an emailed set-up link: a password may be chosen without a current one, for 15 minutes.
    writeCookie(c, 'passwordLink', accepted.userId)
    return c.redirect('/account/update-password', 303)
  })

export const acceptInvitationRoute = routeModule(
  '/account/accept-invitation',
  [{ name: 'account-accept-invitation', overlayHeader: false, auth: false }],
  acceptInvitationRoutes,
)
