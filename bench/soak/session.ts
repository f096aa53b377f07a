// One simulated guest device for the soak: its own network address (CF-Connecting-IP, so the per-address
// limits of decision 034 see one guest each), its cookies, and every request recorded.
import { answerProblem, referenceIn } from './answers.ts'
import type { Recorder } from './records.ts'
import { postForms } from './html-forms.ts'

export interface Answer {
  readonly status: number
  readonly html: string
  readonly location: string | null
  readonly requestId: string | undefined
}

/** The generator's own patience: the portal gives up on an upstream well before this. */
const answerWithinMs = 30_000

export class GuestSession {
  private readonly cookies = new Map<string, string>()
  readonly index: number
  readonly email: string
  /** An address of the benchmarking range 198.18.0.0/15, one per session. */
  readonly address: string
  private readonly password: string
  private readonly portal: URL
  private readonly recorder: Recorder

  constructor(index: number, email: string, password: string, portal: URL, recorder: Recorder) {
    this.index = index
    this.email = email
    this.password = password
    this.portal = portal
    this.recorder = recorder
    this.address = `198.18.${index >> 8}.${(index & 255) + 1}`
  }

  /** One request as a browser sends it (a form post from the portal's own page), recorded. */
  async request(page: string, path: string, form?: Map<string, string>): Promise<Answer> {
    const method = form ? 'POST' : 'GET'
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'cf-connecting-ip': this.address,
      // The local runtime buffers compressed HTML; identity keeps the stream as production sends it.
      'accept-encoding': 'identity',
    }
    if (form) {
      headers.origin = this.portal.origin
      headers['content-type'] = 'application/x-www-form-urlencoded'
    }
    const start = this.recorder.now()
    let status = 0
    let html = ''
    let contentType = ''
    let location: string | null = null
    let requestId: string | undefined
    try {
      const response = await fetch(new URL(path, this.portal), {
        method,
        headers,
        body: form ? new URLSearchParams([...form]).toString() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(answerWithinMs),
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        const value = pair.slice(eq + 1)
        if (/max-age=0\b/i.test(line) || value === '') this.cookies.delete(pair.slice(0, eq))
        else this.cookies.set(pair.slice(0, eq), value)
      }
      status = response.status
      contentType = response.headers.get('content-type') ?? ''
      location = response.headers.get('location')
      requestId = response.headers.get('x-request-id') ?? undefined
      html = await response.text()
    } catch (error) {
      status = 0
      html = String(error)
    }
    this.recorder.exchanges.push({
      session: this.index,
      page,
      method,
      path,
      status,
      start,
      end: this.recorder.now(),
      requestId,
      problem: answerProblem(path, status, contentType, html, location),
      reference: referenceIn(html),
    })
    return { status, html, location, requestId }
  }

  /** Signs in with the password form, then lets the portal pick the booking, choosing the `choice`-th where there are several. */
  async signIn(choice: number): Promise<void> {
    const form = new Map([
      ['email', this.email],
      ['password', this.password],
    ])
    const signedIn = await this.request('sign in (setup)', '/account/login/email', form)
    if (signedIn.status !== 303) throw new Error(`${this.email} could not sign in: ${signedIn.status}`)
    const home = await this.request('home (setup)', '/account')
    if (home.status === 302 && home.location?.includes('/account/select-booking')) {
      const page = await this.request('select booking (setup)', '/account/select-booking')
      const forms = postForms(page.html, '/account/select-booking').filter((f) => f.fields.has('opportunityId'))
      const chosen = forms[choice % forms.length]
      if (!chosen) throw new Error(`${this.email} has no booking to choose`)
      await this.request('select booking (setup)', chosen.action, chosen.fields)
    }
  }
}
