import { Hono, type Context } from 'hono'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { readForm } from '../../http/forms.ts'
import { writeCookie } from '../../http/cookies.ts'
import { report } from '../../http/report.ts'
import { acceptInvitation } from '../../actions/accept-invitation.ts'
import { AcceptInvitation, InvitationProblem } from '../../views/pages/auth/AcceptInvitation.tsx'
import { routeModule } from '../route-module.ts'

const TokenHash = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))
const Link = v.object({ token_hash: TokenHash, type: v.literal('invite') })
const AcceptForm = v.object({ token_hash: TokenHash, next: v.fallback(v.picklist(['password', 'home']), 'password') })

const page = (c: Context<AppEnv>, body: ReactElement, status: 200 | 400 | 403 | 503 = 200) =>
  // The login layout, like contact us for a visitor: SPEC §2's seven login routes stay as the spec lists them.
  render(c, body, { title: c.get('texts').companions_accept_title(), status, noStore: true, layout: 'guest-hub-login' })

/**
 * /account/accept-invitation?token_hash=…&type=invite: the invitation email's link (decision 033).
 * GET shows the buttons; the POST verifies the link with the auth service, which signs the guest
 * in, and goes on to choose a password (the same step as first-time set-up) or straight home.
 */
export const acceptInvitationRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const link = v.safeParse(Link, c.req.query())
    if (!link.success) {
      report(c, 'invitations.accept', new Error('Refused: damaged link'), 'warning')
      return page(c, <InvitationProblem message={c.get('texts').companions_link_damaged()} />, 400)
    }
    return page(c, <AcceptInvitation tokenHash={link.output.token_hash} />)
  })
  .post('/', async (c) => {
    const form = await readForm(c, AcceptForm)
    if (!form.ok) {
      report(c, 'invitations.accept', new Error('Refused: damaged link'), 'warning')
      return page(c, <InvitationProblem message={c.get('texts').companions_link_damaged()} />, 400)
    }
    const accepted = await acceptInvitation(c.var.scope, c.var.auth(), form.data.token_hash)
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
