import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { clearCookie, readCookie, readRememberedEmail, writeCookie } from '../../http/middleware/cookies.ts'
import { takeAfterLoginTarget } from '../../http/middleware/after-login.ts'
import { reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { report } from '../../http/middleware/report.ts'
import { overLimit } from '../../http/middleware/limits.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { codeRecords } from '../../integrations/sign-in-codes.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import {
  afterCodeSent,
  afterWrongCode,
  checkBeforeVerifying,
  codeForm,
  codeMessages,
  mayRequestCode,
} from '../../features/sign-in/sign-in-codes.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { EnterCode, RequestCode } from '../../features/sign-in/SignInCode.tsx'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>
type Status = 200 | 400 | 401 | 429 | 503

const page = (c: C, body: ReactNode, status: Status = 200) =>
  render(c, body, { title: c.get('texts').auth_code_title(), status })

/**
 * The auth service's answers that would tell who has an account (an unknown or unconfirmed address,
 * an address's own send limit): the guest reads what everyone reads, "if there is an account…".
 */
const revealing = new Set(['otp_disabled', 'over_email_send_rate_limit'])

/**
 * Sign in with an emailed code (decision 028): /account/login/code asks for the address and sends
 * a code to an existing account only, answering every address alike; /account/login/enter-code
 * takes the six digits and signs in exactly as a password does.
 */
const handlers = new Hono<AppEnv>()
  .get('/code', (c) => page(c, <RequestCode email={c.req.query('email') ?? readRememberedEmail(c)} />))
  .post('/code', async (c) => {
    const t = c.get('texts')
    const form = await readForm(c, authForms(t).CodeRequestForm)
    if (!form.ok) return page(c, <RequestCode email={form.raw.email} errors={form.errors} />, 400)
    const { email, again } = form.data
    // Asked again from the code entry page: every answer but "sent" keeps the guest there, with the code field.
    const answer = (message: string, status: Status) =>
      page(
        c,
        again ? <EnterCode email={email} message={message} /> : <RequestCode email={email} message={message} />,
        status,
      )
    const records = codeRecords(c.env.SIGN_IN_CODES)
    const now = Date.now()
    const previous = await records.get(email)
    // Our own cooldown, the same for every address, says how long to wait without telling who has an account.
    const allowed = mayRequestCode(previous, now)
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.waitSeconds))
      return answer(codeMessages(t).wait(allowed.waitSeconds), 429)
    }
    // After our own cooldown, whose answer is exact: these limits catch what it cannot see (other addresses, KV lag).
    const refused = await overLimit(c, 'signInCode', email)
    if (refused) return answer(refused, 429)
    await records.put(email, afterCodeSent(previous, now))
    const link = new URL('/account/confirm?next=/account', c.get('config').SITE_URL).href
    const sent = reportIfRetryable(
      c.get('scope'),
      'auth.sendCode',
      await authActions(c.get('auth')()).sendCode(email, link, c.get('locale')),
    )
    if (!sent.ok && !revealing.has(sent.failure.code ?? '')) {
      // No code went out: the record is as it was (its cooldown over), so the guest may ask again at once.
      await (previous ? records.put(email, previous) : records.remove(email))
      if (sent.failure.retryable) return answer(authFailureMessage(sent.failure, 'email', t), 503)
      // The auth service's own limit for everyone behind this worker: nothing about this address.
      if (sent.failure.status === 429) return answer(codeMessages(t).busy, 429)
      report(c, 'auth.sendCode', new Error(`Sign-in code not sent: ${sent.failure.code ?? sent.failure.status}`))
      return answer(authFailureMessage(sent.failure, 'email', t), 400)
    }
    writeCookie(c, 'codeEmail', email)
    return c.redirect(`/account/login/enter-code${again ? '?again=1' : ''}`, 303)
  })
  .get('/enter-code', async (c) => {
    const email = readCookie(c, 'codeEmail')
    if (!email) return c.redirect('/account/login/code', 302)
    const notice = c.req.query('again') ? codeMessages(c.get('texts')).resent : undefined
    return page(c, <EnterCode email={email} notice={notice} />)
  })
  .post('/enter-code', async (c) => {
    const t = c.get('texts')
    const messages = codeMessages(t)
    const form = await readForm(c, codeForm(t))
    const typed = { email: form.raw.email, code: form.raw.code }
    if (!form.ok) return page(c, <EnterCode {...typed} errors={form.errors} />, 400)
    const { email, code } = form.data
    const refused = await overLimit(c, 'signIn', email)
    if (refused) return page(c, <EnterCode {...typed} message={refused} />, 429)
    const records = codeRecords(c.env.SIGN_IN_CODES)
    const record = await records.get(email)
    const check = checkBeforeVerifying(record, Date.now())
    const refuse = (message: string, status: Status, why: string = check) => {
      // Reported without the address or the code.
      report(c, 'auth.code', new Error(`Sign-in code refused: ${why}`), 'warning')
      return page(c, <EnterCode {...typed} message={message} />, status)
    }
    if (!record || check === 'none') return refuse(messages.none, 401)
    if (check === 'expired') return refuse(messages.expired, 401)
    if (check === 'used-up') return refuse(messages.usedUp, 429)
    const result = reportIfRetryable(
      c.get('scope'),
      'auth.verifyCode',
      await authActions(c.get('auth')()).verifyCode(email, code),
    )
    if (result.ok) {
      await records.remove(email)
      clearCookie(c, 'codeEmail')
      writeCookie(c, 'previouslySignedIn', email)
      return c.redirect(takeAfterLoginTarget(c), 303)
    }
    if (result.failure.retryable)
      return page(c, <EnterCode {...typed} message={authFailureMessage(result.failure, 'sign-in', t)} />, 503)
    if (result.failure.status === 429) return page(c, <EnterCode {...typed} message={messages.busy} />, 429)
    if (result.failure.code !== 'otp_expired') {
      report(
        c,
        'auth.verifyCode',
        new Error(`Sign-in code not checked: ${result.failure.code ?? result.failure.status}`),
      )
      return page(c, <EnterCode {...typed} message={authFailureMessage(result.failure, 'sign-in', t)} />, 400)
    }
    // The auth service says only "expired or invalid": ours knows the code is fresh, so it was wrong.
    const wrong = afterWrongCode(record)
    await records.put(email, wrong.record)
    const message = messages.wrong(wrong.triesLeft, (record.sent ?? 1) > 1)
    return refuse(message, wrong.triesLeft > 0 ? 401 : 429, 'wrong code')
  })

export const loginCodeRoute = routeModule('/account/login', [], handlers)
