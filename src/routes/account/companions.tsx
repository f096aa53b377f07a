import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { report } from '../../http/middleware/report.ts'
import { inviteRefusal, type Refusal } from '../../features/companions/invitation-rules.ts'
import { inviteAddress } from '../../features/companions/invite-address.ts'
import { liveInvitation, sentOnText, type CompanionStatus } from '../../features/companions/invitations.ts'
import { companionTarget, knownEmail, reportRefusal, type CompanionTarget } from '../../features/companions/reads.ts'
import { inviteCompanion } from '../../features/companions/invite-companion.ts'
import type { Outcome } from '../../features/companions/invitation-outcomes.ts'
import { resendInvitation, revokeInvitation } from '../../features/companions/invitation-changes.ts'
import {
  backHref,
  CompanionStatusPage,
  ConfirmInvitePage,
  InvitePage,
} from '../../features/companions/CompanionPages.tsx'
import type { CompanionFrom } from '../../features/companions/CompanionControl.tsx'
import { routeModule } from '../route-module.ts'
import { oneOf } from '../../domain/routes.ts'
import { isGuid } from '../../domain/request-ids.ts'

type C = Context<AppEnv>

const From = v.fallback(v.picklist(['home', 'my-bookings']), 'home')
/** The address form, its address's problem worded in the request's language. */
const inviteForm = (c: C) =>
  v.object({
    email: inviteAddress(c.get('texts')),
    step: v.fallback(v.picklist(['check', 'send', 'edit']), 'check'),
    from: From,
  })
const ChangeForm = v.object({ from: From })

const fromOf = (c: C): CompanionFrom => v.parse(From, c.req.query('from'))

/** Why this guest may not be invited at this address ('' checks all but the address), or undefined. */
const refusalFor = (c: C, target: CompanionTarget, email: string) =>
  inviteRefusal(c.get('texts'), {
    ...target,
    guest: { ...target.guest, name: target.name },
    email,
    sentOn: (invitation) => sentOnOf(c, invitation.sentAt),
  })
const sentOnOf = (c: C, sentAt: string) =>
  sentOnText(c.get('texts'), c.get('locale'), sentAt, c.get('config').RESORT_TIME_ZONE)
const titleOf = (c: C, target: CompanionTarget | undefined) =>
  target
    ? c.get('texts').companions_invite_title({ name: target.name })
    : c.get('texts').companions_invite_title_unnamed()

/** The page for a guest whose invitation cannot go on: its status if any, the sentence, at its status. */
function statusPage(c: C, target: CompanionTarget | undefined, from: CompanionFrom, message?: string, status = 200) {
  const live = target && liveInvitation(target.invitations, target.guest.id)
  const current: CompanionStatus | undefined =
    live &&
    (live.state === 'accepted'
      ? { kind: 'joined' }
      : { kind: 'invited', invitationId: live.id, sentOn: sentOnOf(c, live.sentAt) })
  const title = titleOf(c, target)
  return render(
    c,
    <CompanionStatusPage
      guestId={target?.guest.id ?? ''}
      name={target?.name ?? ''}
      status={current}
      message={message}
      from={from}
    />,
    { title, heading: title, status: status as 200 },
  )
}

/** Runs a handler with the guest the path names, or answers why there is none (404) or nothing can be read (503). */
async function withTarget(c: C, from: CompanionFrom, run: (target: CompanionTarget) => Promise<Response> | Response) {
  let target: CompanionTarget | Refusal
  try {
    target = await companionTarget(c.get('scope'), c.req.param('guestId') ?? '')
  } catch (error) {
    report(c, 'invitations.read', error)
    return statusPage(c, undefined, from, c.get('texts').companions_unavailable(), 503)
  }
  if ('status' in target) {
    reportRefusal(c.get('scope'), 'invitations.page', target)
    return statusPage(c, undefined, from, target.message, target.status)
  }
  return run(target)
}

/** After a change: back where the lead booker came from with a notice, or this page with the sentence. */
function answer(c: C, target: CompanionTarget, from: CompanionFrom, outcome: Outcome) {
  // The confirmation in view and focused, not the guest's card below it (issue 38).
  if (outcome.ok) return c.redirect(`${backHref(from)}?companion=${outcome.notice}#notice`, 303)
  if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter))
  return statusPage(c, target, from, outcome.message, outcome.status)
}

/**
 * /account/companions/{guestId}: the lead booker invites an adult guest to the portal (address,
 * then confirm), sends an invitation again or withdraws it (decision 033). Every step checks the
 * companion rule on the server; a refusal changes nothing and is reported without the address.
 */
export const companionsRoutes = new Hono<AppEnv>()
  .get('/:guestId', (c) =>
    withTarget(c, fromOf(c), (target) => {
      const from = fromOf(c)
      const refusal = refusalFor(c, target, '')
      if (refusal?.reason === 'already invited' || refusal?.reason === 'already joined')
        return statusPage(c, target, from)
      if (refusal) return statusPage(c, target, from, refusal.message, refusal.status)
      const title = titleOf(c, target)
      return render(
        c,
        <InvitePage
          name={target.name}
          action={c.req.path}
          email={knownEmail(target.booking, target.guest)}
          from={from}
        />,
        { title, heading: title },
      )
    }),
  )
  .post('/:guestId', async (c) => {
    const form = await readForm(c, inviteForm(c))
    const from = v.parse(From, form.raw.from)
    return withTarget(c, from, async (target) => {
      const title = titleOf(c, target)
      const ask = (message: string | undefined, error?: string, status: 200 | 400 = 200) =>
        render(
          c,
          <InvitePage
            name={target.name}
            action={c.req.path}
            email={form.raw.email}
            error={error}
            message={message}
            from={from}
          />,
          { title, heading: title, status },
        )
      // The companion rule first: a guest who may not invite hears that, whatever they typed.
      const rule = refusalFor(c, target, '')
      if (rule?.status === 403 || rule?.status === 404) {
        reportRefusal(c.get('scope'), 'invitations.invite', rule)
        return statusPage(c, target, from, rule.message, rule.status)
      }
      if (!form.ok) {
        reportRefusal(c.get('scope'), 'invitations.invite', { status: 400, reason: 'not an address', message: '' })
        return ask(undefined, form.errors.email ?? Object.values(form.errors)[0], 400)
      }
      const { email, step } = form.data
      if (step === 'edit') return ask(undefined)
      if (step === 'check') {
        const refusal = refusalFor(c, target, email)
        if (refusal) {
          reportRefusal(c.get('scope'), 'invitations.invite', refusal)
          return statusPage(c, target, from, refusal.message, refusal.status)
        }
        return render(c, <ConfirmInvitePage name={target.name} action={c.req.path} email={email} from={from} />, {
          title,
          heading: title,
        })
      }
      const outcome = await inviteCompanion(c.get('scope'), target, email)
      // The auth service refused the address: the form again, as typed, with what to fix.
      if (!outcome.ok && outcome.field === 'email') return ask(undefined, outcome.message, 400)
      return answer(c, target, from, outcome)
    })
  })
  // Only these two actions reach the handler: another answers 404 here as in the route's own check.
  .post('/:guestId/:action{resend|revoke}', async (c) => {
    const from = v.parse(From, (await readForm(c, ChangeForm)).raw.from)
    const change = c.req.param('action') === 'revoke' ? revokeInvitation : resendInvitation
    return withTarget(c, from, async (target) => answer(c, target, from, await change(c.get('scope'), target)))
  })
  // The forms' addresses are for posts; a visit lands on the guest's page.
  .get('/:guestId/:action', (c) => c.redirect(`/account/companions/${c.req.param('guestId')}`, 303))

export const companionsRoute = routeModule(
  '/account/companions',
  [
    // Our addition: the lead booker invites a guest, sends it again or withdraws it (decision 033).
    {
      name: 'account-companions-id',
      path: '/:guestId/:action?',
      overlayHeader: false,
      auth: true,
      validate: (p) => isGuid(p.guestId) && oneOf(['resend', 'revoke'], 'action')(p),
    },
  ],
  companionsRoutes,
)
