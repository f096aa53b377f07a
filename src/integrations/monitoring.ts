import { redact } from './redact.ts'
import { release } from './release.ts'

/**
 * Server-side error reporting (SPEC §8: each failure is reported with context). Every report
 * goes to the Workers log as one JSON line; when MONITORING_INTAKE_URL is configured it is
 * also posted there. Context never carries tokens, passwords or passport data: callers pass
 * only route, request id, user id and a short `where`.
 */
export interface ReportContext {
  readonly requestId?: string | undefined
  readonly route?: string | undefined
  readonly path?: string | undefined
  readonly userId?: string | undefined
  /** Which part of the portal failed, e.g. 'auth.signIn' or 'render'. */
  readonly where: string
  /** The deployed worker version (Cloudflare's version metadata), when the runtime gives one. */
  readonly deployment?: string | undefined
  /** The language the guest was reading in (decision 045): a sentence too long in German shows here. */
  readonly locale?: string | undefined
}

export interface MonitoringTarget {
  readonly intakeUrl?: string | undefined
  readonly token?: string | undefined
  /** Keeps the post alive after the response (ctx.waitUntil). */
  readonly waitUntil?: ((promise: Promise<unknown>) => void) | undefined
}

export interface ErrorReport extends ReportContext {
  readonly level: 'error' | 'warning'
  /** The running release (package version and build id). */
  readonly version: string
  readonly build: string
  readonly name: string
  readonly message: string
  readonly at: string
}

export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: redact(error.message) }
  return { name: 'NonError', message: redact(String(error)) }
}

/** Reports an error: logs it and, if configured, sends it to the monitoring intake. */
export function reportError(
  error: unknown,
  context: ReportContext,
  target: MonitoringTarget = {},
  level: ErrorReport['level'] = 'error',
): ErrorReport {
  const report: ErrorReport = { level, ...describeError(error), ...context, ...release, at: new Date().toISOString() }
  const line = JSON.stringify(report)
  if (level === 'error') console.error(line)
  else console.warn(line)
  sendToIntake(line, target)
  return report
}

/** Posts one JSON event to the monitoring intake, when one is configured; never throws. */
export function sendToIntake(json: string, target: MonitoringTarget): void {
  if (!target.intakeUrl) return
  const sent = fetch(target.intakeUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
    },
    body: json,
  }).catch((e: unknown) =>
    console.warn(JSON.stringify({ level: 'warning', where: 'monitoring.intake', ...describeError(e) })),
  )
  target.waitUntil?.(sent)
}
