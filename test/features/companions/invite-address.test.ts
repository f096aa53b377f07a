import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addressProblem, inviteAddress } from '../../../src/features/companions/invite-address.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const en = textsFor('en-GB')
const InviteEmail = inviteAddress(en)

describe('InviteEmail', () => {
  it('trims and lower-cases an address and refuses what is not one', () => {
    expect(v.parse(InviteEmail, '  Jo.Bloggs@Example.COM ')).toBe('jo.bloggs@example.com')
    for (const bad of ['', 'jo', 'jo@example', 'jo @example.com', `${'a'.repeat(250)}@x.io`])
      expect(v.safeParse(InviteEmail, bad).success).toBe(false)
  })
})

describe('addressProblem (issue 25: what the auth service would refuse, in words that say what to fix)', () => {
  it('takes what GoTrue takes, an apostrophe and a plus included', () => {
    for (const good of ["o'brien@example.com", 'jo+holiday@mail.example.co.uk', 'a@b.co', 'x@xn--exmple-cua.com'])
      expect(addressProblem(en, good), good).toBeUndefined()
  })

  it('says what is wrong with each kind of mistake', () => {
    expect(addressProblem(en, 'ünï@exämple.com')).toMatch(/^Please write the address without accents/)
    expect(addressProblem(en, '<b>x</b>@example.com')).toBe(
      'The part before the @ can\'t have any of ( ) < > [ ] , ; : " \\ in it. Please check it.',
    )
    expect(addressProblem(en, 'a@b.c')).toBe(
      'The address should end with a domain ending such as .com or .co.uk. Please check it.',
    )
    expect(addressProblem(en, 'jo@@example.com')).toBe('An email address has one @, like name@example.com.')
    expect(addressProblem(en, '@example.com')).toBe('Please add the name before the @, like name@example.com.')
    expect(addressProblem(en, 'jo@-example.com')).toMatch(/^The part after the @ should be a domain/)
    expect(addressProblem(en, 'jo@example..com')).toMatch(/^The part after the @ should be a domain/)
    expect(addressProblem(en, 'jo smith@example.com')).toBe('An email address has no spaces. Please check it.')
  })

  it('says it in the guest’s language, through the schema too', () => {
    expect(addressProblem(textsFor('de'), 'jo smith@example.com')).toBe(
      'Eine E-Mail-Adresse enthält keine Leerzeichen. Bitte prüfen Sie sie.',
    )
    const parsed = v.safeParse(inviteAddress(textsFor('ar')), '')
    expect(parsed.success || parsed.issues[0].message).toBe('يُرجى إدخال عنوان بريده الإلكتروني.')
    expect(inviteAddress(textsFor('ar'))).toBe(inviteAddress(textsFor('ar')))
  })
})
