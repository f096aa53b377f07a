/**
 * The browser monitoring's settings (SPEC §9): every session recorded, 20 % of them flagged for
 * replay, the EU site, and off on localhost (unless a test asks for it).
 */
export const browserMonitoringDefaults = { sessionSampleRate: 100, replaySampleRate: 20, site: 'EU' } as const

export interface BrowserMonitoringConfig {
  readonly version: string
  readonly sessionSampleRate: number
  readonly replaySampleRate: number
  readonly site: string
  readonly allowLocalhost: boolean
}

/** Whether the browser part runs on this host. */
export function monitoringRunsOn(hostname: string, config: Pick<BrowserMonitoringConfig, 'allowLocalhost'>): boolean {
  const local =
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  return !local || config.allowLocalhost
}

/** A sampling decision: `random` in [0, 1) against a rate in percent. */
export const sampled = (rate: number, random: number) => random * 100 < rate
