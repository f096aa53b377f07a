import * as v from 'valibot'
import { fetchWithRetry } from '../fetch-with-retry.ts'
import { keptTokens, type IssuedToken } from '../kept-tokens.ts'
import { ErrorBody, TokenResponse } from './schemas.ts'

export interface DynamicsConfig {
  /** The environment URL, e.g. https://org.crm4.dynamics.com (the Web API is under /api/data/v9.2). */
  readonly DYNAMICS_URL: string
  /** The identity platform's token endpoint for the tenant. */
  readonly DYNAMICS_TOKEN_URL: string
  readonly DYNAMICS_CLIENT_ID: string
  readonly DYNAMICS_CLIENT_SECRET: string
}

/** An answer from Dynamics that is an error: its status and the Web API's error code. */
export class DynamicsError extends Error {
  override name = 'DynamicsError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Dynamics answered something the portal's schema does not accept. */
export class DynamicsShapeError extends Error {
  override name = 'DynamicsShapeError'
}

const attempt = { timeoutMs: 8000, maxWaitMs: 3000 }

// Client-credentials tokens, per token URL and client.
const tokens = keptTokens()

function accessToken(config: DynamicsConfig, fresh = false): Promise<string> {
  return tokens(`${config.DYNAMICS_TOKEN_URL}|${config.DYNAMICS_CLIENT_ID}`, fresh, () => requestToken(config))
}

async function requestToken(config: DynamicsConfig): Promise<IssuedToken> {
  const response = await fetchWithRetry(
    config.DYNAMICS_TOKEN_URL,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.DYNAMICS_CLIENT_ID,
        client_secret: config.DYNAMICS_CLIENT_SECRET,
        scope: `${config.DYNAMICS_URL.replace(/\/$/, '')}/.default`,
      }),
    },
    // Asking for a token again changes nothing: safe to retry.
    { ...attempt, idempotent: true },
  )
  const body = await response.json().catch(() => undefined)
  if (!response.ok) {
    const detail = (body as { error?: string; error_description?: string } | undefined) ?? {}
    throw new DynamicsError(
      response.status,
      detail.error ?? 'token_error',
      `Token request failed: ${detail.error_description ?? response.statusText}`,
    )
  }
  const token = v.safeParse(TokenResponse, body)
  if (!token.success) throw new DynamicsShapeError(`Token answer has an unexpected shape: ${token.issues[0].message}`)
  return { token: token.output.access_token, expiresAt: Date.now() + token.output.expires_in * 1000 }
}

async function errorFrom(response: Response): Promise<DynamicsError> {
  const body = v.safeParse(ErrorBody, await response.json().catch(() => undefined))
  return body.success
    ? new DynamicsError(response.status, body.output.error.code, body.output.error.message)
    : new DynamicsError(response.status, 'unknown', `Dynamics answered ${response.status}`)
}

/**
 * A small typed client for the Dataverse Web API (OData v4): every read is checked with a
 * valibot schema; writes use If-Match so a PATCH never creates a record. Reads and PATCHes are
 * retried per SPEC §8; a POST (create) is sent once, since a blind repeat could create twice.
 */
export function dynamicsClient(config: DynamicsConfig) {
  const base = `${config.DYNAMICS_URL.replace(/\/$/, '')}/api/data/v9.2/`

  async function send(path: string, init: RequestInit, idempotent: boolean): Promise<Response> {
    const call = async (fresh: boolean) =>
      fetchWithRetry(
        base + path,
        {
          ...init,
          headers: {
            authorization: `Bearer ${await accessToken(config, fresh)}`,
            accept: 'application/json',
            'odata-maxversion': '4.0',
            'odata-version': '4.0',
            ...(init.body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
            ...(init.headers as Record<string, string> | undefined),
          },
        },
        { ...attempt, idempotent },
      )
    let response = await call(false)
    // A token revoked before its expiry: ask for a new one, once.
    if (response.status === 401) response = await call(true)
    if (!response.ok) throw await errorFrom(response)
    return response
  }

  /**
   * The Web API answers a PATCH or DELETE that it carried out with 204 and no body. Any other answer (a 200 with a
   * broken body from something in between, found by the soak) is not a save: the guest is told nothing changed,
   * and saving again is harmless.
   */
  function done(path: string, response: Response): void {
    if (response.status !== 204) {
      void response.body?.cancel()
      throw new DynamicsShapeError(
        `Dynamics answered ${path.split('(')[0]} with ${response.status}, not 204 No Content`,
      )
    }
  }

  return {
    /** GET `path` (relative to /api/data/v9.2/, with its OData query) checked against `schema`. */
    async get<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
      const response = await send(path, { method: 'GET' }, true)
      const body = await response.json().catch(() => {
        throw new DynamicsShapeError(`Dynamics answered ${path.split('?')[0]} with a body that is not JSON`)
      })
      const parsed = v.safeParse(schema, body)
      if (!parsed.success) {
        const issue = parsed.issues[0]
        throw new DynamicsShapeError(
          `Dynamics answered ${path.split('?')[0]} with an unexpected shape at ${v.getDotPath(issue) ?? 'the top'}: ${issue.message}`,
        )
      }
      return parsed.output
    },
    /** PATCH an existing record; `ifMatch` is '*' (exists) or the record's ETag (unchanged since read). */
    async patch(path: string, body: Record<string, unknown>, ifMatch = '*'): Promise<void> {
      done(
        path,
        await send(path, { method: 'PATCH', body: JSON.stringify(body), headers: { 'if-match': ifMatch } }, true),
      )
    },
    /**
     * Creates a record with an id or alternate key the portal chose: a PATCH upsert with `If-None-Match: *`, which never updates a record
     * already there. The same create sent again (after no answer, or a second post of one form) therefore adds nothing:
     * 'exists' says the record was there (Dataverse's 412), and the caller checks it is the one it meant.
     */
    async createWithId(path: string, body: Record<string, unknown>): Promise<'created' | 'exists'> {
      try {
        done(
          path,
          await send(path, { method: 'PATCH', body: JSON.stringify(body), headers: { 'if-none-match': '*' } }, true),
        )
        return 'created'
      } catch (error) {
        if (error instanceof DynamicsError && error.status === 412) return 'exists'
        throw error
      }
    },
    /** DELETE a record (used to undo a create when the rest of a save failed). */
    async remove(path: string): Promise<void> {
      done(path, await send(path, { method: 'DELETE' }, true))
    },
    /** POST a new record to an entity set; answers the new record's id (from OData-EntityId). */
    async create(entitySet: string, body: Record<string, unknown>): Promise<string> {
      const response = await send(entitySet, { method: 'POST', body: JSON.stringify(body) }, false)
      const id = /\(([0-9a-f-]{36})\)$/i.exec(response.headers.get('odata-entityid') ?? '')?.[1]
      if (!id) throw new DynamicsShapeError(`Dynamics created a ${entitySet} record without an OData-EntityId`)
      return id
    },
  }
}

export type DynamicsClient = ReturnType<typeof dynamicsClient>
