import * as v from 'valibot'
import { fetchWithRetry } from '../fetch-with-retry.ts'
import { keptTokens, type IssuedToken } from '../kept-tokens.ts'
import { CancelledClass, ClientSchedule, ErrorBody, UpdatedAppointment, UserToken, type Visit } from './schemas.ts'

export interface MindbodyConfig {
  /** The API base, e.g. https://api.mindbodyonline.com/public/v6 */
  readonly MINDBODY_URL: string
  readonly MINDBODY_API_KEY: string
  readonly MINDBODY_SITE_ID: string
  readonly MINDBODY_STAFF_USERNAME: string
  readonly MINDBODY_STAFF_PASSWORD: string
}

/** Mindbody answered an error, or something the schema does not accept. */
export class MindbodyError extends Error {
  override name = 'MindbodyError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

const attempt = { timeoutMs: 8000, maxWaitMs: 3000 }
const pageSize = 100
/** A schedule longer than this many pages is a broken answer, not a guest's holiday. */
const maxPages = 20

// Staff tokens per site and user.
const tokens = keptTokens()

/**
 * A small typed client for the Mindbody Public API v6: API key and site id on every call, the
 * staff token from `usertoken/issue` cached until it expires, answers checked with valibot,
 * reads retried per SPEC §8 and cancellations (POSTs) sent once.
 */
export function mindbodyClient(config: MindbodyConfig) {
  const base = config.MINDBODY_URL.replace(/\/$/, '')
  const headers = { 'api-key': config.MINDBODY_API_KEY, siteid: config.MINDBODY_SITE_ID, accept: 'application/json' }

  async function parse<S extends v.GenericSchema>(
    response: Response,
    schema: S,
    what: string,
  ): Promise<v.InferOutput<S>> {
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = v.safeParse(ErrorBody, body)
      throw error.success
        ? new MindbodyError(response.status, error.output.Error.Code, error.output.Error.Message)
        : new MindbodyError(response.status, 'Unknown', `Mindbody answered ${what} with ${response.status}`)
    }
    const parsed = v.safeParse(schema, body)
    if (!parsed.success)
      throw new MindbodyError(
        response.status,
        'BadShape',
        `Mindbody answered ${what} with an unexpected shape at ${v.getDotPath(parsed.issues[0]) ?? 'the top'}: ${parsed.issues[0].message}`,
      )
    return parsed.output
  }

  const staffToken = (fresh = false): Promise<string> =>
    tokens(`${base}|${config.MINDBODY_SITE_ID}|${config.MINDBODY_STAFF_USERNAME}`, fresh, issueStaffToken)

  async function issueStaffToken(): Promise<IssuedToken> {
    const response = await fetchWithRetry(
      `${base}/usertoken/issue`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Username: config.MINDBODY_STAFF_USERNAME, Password: config.MINDBODY_STAFF_PASSWORD }),
      },
      // Issuing a token twice does no harm.
      { ...attempt, idempotent: true },
    )
    const token = await parse(response, UserToken, 'usertoken/issue')
    const expires = token.Expires ? Date.parse(token.Expires) : NaN
    return { token: token.AccessToken, expiresAt: Number.isNaN(expires) ? Date.now() + 60 * 60_000 : expires }
  }

  async function call(path: string, init: RequestInit, idempotent: boolean): Promise<Response> {
    const send = async (fresh: boolean) =>
      fetchWithRetry(
        `${base}${path}`,
        {
          ...init,
          headers: {
            ...headers,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            authorization: await staffToken(fresh),
          },
        },
        { ...attempt, idempotent },
      )
    const response = await send(false)
    // A staff token revoked before its expiry: ask for a new one, once.
    return response.status === 401 ? send(true) : response
  }

  return {
    /** Every visit of a client between two dates (YYYY-MM-DD, inclusive), all pages. */
    async clientSchedule(
      clientId: string,
      startDate: string,
      endDate: string,
    ): Promise<{ visits: Visit[]; total: number }> {
      const visits: Visit[] = []
      for (let offset = 0; offset < maxPages * pageSize; offset += pageSize) {
        const query = new URLSearchParams({
          'request.clientId': clientId,
          'request.startDate': startDate,
          'request.endDate': endDate,
          'request.limit': String(pageSize),
          'request.offset': String(offset),
        })
        const page = await parse(
          await call(`/client/clientschedule?${query}`, { method: 'GET' }, true),
          ClientSchedule,
          'client/clientschedule',
        )
        visits.push(...page.Visits)
        if (page.Visits.length === 0 || visits.length >= page.PaginationResponse.TotalResults)
          return { visits, total: page.PaginationResponse.TotalResults }
      }
      throw new MindbodyError(502, 'TooManyPages', `Mindbody's schedule for ${clientId} ran past ${maxPages} pages`)
    },
    /** Takes a client off a class (a cancellation; late when `lateCancel`). */
    async removeClientFromClass(clientId: string, classId: number, lateCancel: boolean): Promise<void> {
      const body = JSON.stringify({
        ClientId: clientId,
        ClassId: classId,
        LateCancel: lateCancel,
        SendEmail: true,
        Test: false,
      })
      await parse(
        await call('/class/removeclientfromclass', { method: 'POST', body }, false),
        CancelledClass,
        'class/removeclientfromclass',
      )
    },
    /** Cancels an appointment ('cancel', or 'latecancel' inside the cancellation window). */
    async cancelAppointment(appointmentId: number, execute: 'cancel' | 'latecancel'): Promise<void> {
      const body = JSON.stringify({ AppointmentId: appointmentId, Execute: execute, SendEmail: true, Test: false })
      await parse(
        await call('/appointment/updateappointment', { method: 'POST', body }, false),
        UpdatedAppointment,
        'appointment/updateappointment',
      )
    },
  }
}

export type MindbodyClient = ReturnType<typeof mindbodyClient>
