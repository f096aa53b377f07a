import { describe, expect, it } from 'vitest'
import { redact } from '../../src/integrations/redact.ts'

describe('redact', () => {
  it('removes JWTs and bearer tokens', () => {
    expect(redact('token eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl in cookie')).toBe('token [redacted jwt] in cookie')
    expect(redact('Authorization: Bearer abc123def')).toBe('Authorization: Bearer [redacted]')
  })
  it('removes values of secret-looking keys in query strings and JSON', () => {
    expect(redact('?email=a@b.co&password=hunter2&x=1')).toBe('?email=[redacted email]&password=[redacted]&x=1')
    expect(redact('{"adr_passportnumber":"123456789","name":"Olivia"}')).toBe(
      '{"adr_passportnumber":[redacted],"name":"Olivia"}',
    )
    expect(redact('refresh_token=abc; client_secret: s3cr3t')).toBe(
      'refresh_token=[redacted]; client_secret: [redacted]',
    )
  })
  it('removes email addresses', () => {
    expect(redact('Continue as olivia.bennett+hub@example.co.uk')).toBe('Continue as [redacted email]')
  })
  it('leaves ordinary text alone', () => {
    expect(redact('Profile read failed (500): boom')).toBe('Profile read failed (500): boom')
  })
})
