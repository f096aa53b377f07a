import { retryDecision } from './retry-policy.ts'

export interface RetryingFetchOptions {
  /** Safe to send twice: GET, and writes guarded so a repeat cannot do anything new. */
  readonly idempotent: boolean
  /** Longest wait worth holding a page for (a longer Retry-After fails at once). */
  readonly maxWaitMs?: number
  /** Gives up on one attempt after this long (a hung upstream must not hang the page). */
  readonly timeoutMs?: number
  /** Gives up on the whole call, retries included, after this long (default 15 s). */
  readonly totalMs?: number
  readonly fetch?: typeof fetch
  readonly sleep?: (ms: number) => Promise<void>
}

export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError'
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * fetch with the retry rules of SPEC §8 (src/integrations/retry-policy.ts). Answers the last response,
 * retryable or not, so callers still read its error body; throws only when no answer came at all.
 * A timed-out attempt counts as a network failure.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryingFetchOptions): Promise<Response> {
  // A caller's own abort signal still wins over the per-attempt timeout.
  const signalFor = () => {
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined
    return timeout && init.signal ? AbortSignal.any([timeout, init.signal]) : (timeout ?? init.signal)
  }
  const doFetch = options.fetch ?? fetch
  const sleep = options.sleep ?? wait
  let statusFailures = 0
  let networkFailures = 0
  const deadline = Date.now() + (options.totalMs ?? 15_000)
  // A write that timed out may have happened: sending it again could only mislead (a PATCH with
  // the same ETag would answer 412). Reads may be repeated.
  const readOnly = ['GET', 'HEAD', 'OPTIONS'].includes((init.method ?? 'GET').toUpperCase())
  for (let attempt = 1; ; attempt++) {
    let response: Response | undefined
    let failure: unknown
    try {
      response = await doFetch(url, { ...init, signal: signalFor() })
    } catch (error) {
      failure =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? new UpstreamTimeoutError(`No answer from ${new URL(url).host} within ${options.timeoutMs} ms`)
          : error
      networkFailures++
    }
    if (response?.ok) return response
    if (response) statusFailures++
    const decision = retryDecision({
      idempotent: options.idempotent,
      attempt,
      statusFailures,
      networkFailures,
      status: response?.status,
      retryAfter: response?.headers.get('retry-after'),
      now: Date.now(),
      maxWaitMs: options.maxWaitMs ?? 5000,
    })
    const timedOutWrite = failure instanceof UpstreamTimeoutError && !readOnly
    if (!decision.retry || timedOutWrite || Date.now() + decision.waitMs >= deadline) {
      if (response) return response
      throw failure
    }
    await response?.body?.cancel()
    await sleep(decision.waitMs)
  }
}

const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * A fetch for client libraries (supabase-js) that applies the retry rules: only GET, HEAD,
 * OPTIONS, PUT and DELETE count as idempotent; a POST or PATCH is sent once.
 */
export function retryingFetch(options: Omit<RetryingFetchOptions, 'idempotent'> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const body = request.body ? await request.arrayBuffer() : undefined
    const { method, headers, redirect } = request
    return fetchWithRetry(
      request.url,
      { method, headers, body, redirect, signal: init?.signal ?? null },
      { ...options, idempotent: idempotentMethods.has(method) },
    )
  }
}
