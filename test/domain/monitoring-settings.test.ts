import { describe, expect, it } from 'vitest'
import { browserMonitoringDefaults, monitoringRunsOn, sampled } from '../../src/domain/monitoring-settings.ts'

describe('browser monitoring settings (SPEC §9)', () => {
  it('keeps the seed constants', () => {
    expect(browserMonitoringDefaults).toEqual({ sessionSampleRate: 100, replaySampleRate: 20, site: 'EU' })
  })
  it('is off on localhost unless allowed', () => {
    for (const host of ['localhost', '127.0.0.1', 'portal.localhost'])
      expect(monitoringRunsOn(host, { allowLocalhost: false }), host).toBe(false)
    expect(monitoringRunsOn('localhost', { allowLocalhost: true })).toBe(true)
    expect(monitoringRunsOn('guests.example-resort.com', { allowLocalhost: false })).toBe(true)
  })
  it('samples by percent', () => {
    expect(sampled(100, 0.999)).toBe(true)
    expect(sampled(20, 0.19)).toBe(true)
    expect(sampled(20, 0.2)).toBe(false)
    expect(sampled(0, 0)).toBe(false)
  })
})
