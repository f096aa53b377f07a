import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  afterCodeSent,
  afterWrongCode,
  checkBeforeVerifying,
  codeForm,
  codeMessages as wordedIn,
  mayRequestCode,
} from '../../../src/features/sign-in/sign-in-codes.ts'
import { codeRules } from '../../../src/domain/sign-in-code-record.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const english = textsFor('en-GB')
const codeMessages = wordedIn(english)
const CodeForm = codeForm(english)

const now = Date.UTC(2026, 10, 23, 12)

describe('sign-in codes', () => {
  it('lets a new code be asked for once the cooldown has passed, and says how long to wait before', () => {
    expect(mayRequestCode(undefined, now)).toEqual({ ok: true })
    expect(mayRequestCode({ requestedAt: now - 20_000, wrongTries: 0 }, now)).toEqual({ ok: false, waitSeconds: 40 })
    expect(mayRequestCode({ requestedAt: now - 59_500, wrongTries: 0 }, now)).toEqual({ ok: false, waitSeconds: 1 })
    expect(mayRequestCode({ requestedAt: now - codeRules.cooldownMs, wrongTries: 0 }, now)).toEqual({ ok: true })
  })

  it('sends a typed code on only while the code is fresh and has tries left', () => {
    expect(checkBeforeVerifying(undefined, now)).toBe('none')
    expect(checkBeforeVerifying({ requestedAt: now - 10_000, wrongTries: 4 }, now)).toBe('try')
    expect(checkBeforeVerifying({ requestedAt: now - 10_000, wrongTries: 5 }, now)).toBe('used-up')
    expect(checkBeforeVerifying({ requestedAt: now - codeRules.lifetimeMs - 1, wrongTries: 0 }, now)).toBe('expired')
  })

  it('counts wrong tries down to none', () => {
    let record = { requestedAt: now, wrongTries: 0 }
    const left: number[] = []
    for (let i = 0; i < codeRules.tries; i++) {
      const next = afterWrongCode(record)
      record = next.record
      left.push(next.triesLeft)
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    expect(codeMessages.wrong(1)).toBe('That code is not right. You have 1 try left.')
    expect(codeMessages.wrong(0)).toMatch(/last try/)
  })

  it('counts the codes sent while the last one lives, so a wrong code after a resend can say a newer one went out', () => {
    const first = afterCodeSent(undefined, now)
    expect(first).toEqual({ requestedAt: now, wrongTries: 0, sent: 1 })
    const second = afterCodeSent({ ...first, wrongTries: 3 }, now + 61_000)
    expect(second).toEqual({ requestedAt: now + 61_000, wrongTries: 0, sent: 2 })
    expect(afterCodeSent({ requestedAt: now, wrongTries: 0 }, now + 61_000).sent).toBe(2)
    expect(afterCodeSent(second, now + codeRules.lifetimeMs + 62_000).sent).toBe(1)
    expect(codeMessages.wrong(3, true)).toBe(
      'That code is not right. You have 3 tries left. We sent you a newer code: only the code in the latest email works.',
    )
  })

  it('takes six digits, with the spaces people type dropped', () => {
    expect(v.parse(CodeForm, { email: ' a@example.com ', code: '123 456' })).toEqual({
      email: 'a@example.com',
      code: '123456',
    })
    const issue = (input: unknown) => v.safeParse(CodeForm, input).issues?.[0]?.message
    expect(issue({ email: 'a@example.com', code: '12345' })).toBe('A sign-in code is six digits, like 123456.')
    expect(issue({ email: 'a@example.com', code: 'abcdef' })).toBe('A sign-in code is six digits, like 123456.')
    expect(issue({ email: 'a@example.com' })).toBe('Please enter the six-digit code from the email.')
    expect(issue({ email: 'nope', code: '123456' })).toBe('Please ask for a code first.')
  })
})
