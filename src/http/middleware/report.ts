import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import {
  reportError,
  type ErrorReport,
  type MonitoringTarget,
  type ReportContext,
} from '../../integrations/monitoring.ts'

/** The context every report carries: request id, route, path and user id (never secrets). */
export function reportContext(c: Context<AppEnv>, where: string): ReportContext {
  return {
    where,
    requestId: c.get('requestId'),
    route: c.get('route')?.route.name,
    path: c.req.path,
    userId: c.get('user')?.id,
    deployment: c.env?.CF_VERSION_METADATA?.id,
    locale: c.get('locale'),
  }
}

export function monitoringTarget(c: Context<AppEnv>): MonitoringTarget {
  const env = c.env
  let waitUntil: MonitoringTarget['waitUntil']
  try {
    const ctx = c.executionCtx
    waitUntil = (p) => ctx.waitUntil(p)
  } catch {
    waitUntil = undefined // no execution context (e.g. app.request in a unit test)
  }
  return { intakeUrl: env.MONITORING_INTAKE_URL || undefined, token: env.MONITORING_TOKEN, waitUntil }
}

/**
 * Reports a failure in this request to monitoring (SPEC §8): with the request's context, sent
 * to the intake when one is configured. `where` names the part that failed, e.g. 'advance.flight'.
 */
export function report(
  c: Context<AppEnv>,
  where: string,
  error: unknown,
  level: ErrorReport['level'] = 'error',
): ErrorReport {
  return reportError(error, reportContext(c, where), monitoringTarget(c), level)
}
