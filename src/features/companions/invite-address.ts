// An invitee's email address, checked as the auth service will check it (GoTrue's format check, UPSTREAMS.md
// "Invitations") before anything is counted or sent, so a typing mistake is the lead booker's to fix: a 400 with the
// form, the address as typed and a sentence saying what to change, never "try again in a moment" (issue 25).
import * as v from 'valibot'
import type { Texts } from '../../i18n/texts.ts'
import { perLanguage } from '../../domain/per-language.ts'

/** What GoTrue accepts before the @ (checkmail): ASCII letters, digits and !#$%&'*+/=?^_`{|}~.- (so o'brien is fine). */
const localPart = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i
/** One label of the domain: letters, digits and inner hyphens, up to 63 characters. */
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
/** A top-level domain: two letters or more, or an internationalised one in its ASCII form. */
const topLevel = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i

/**
 * What is wrong with an address, as a sentence saying what to fix (in the request's language), or undefined when the
 * auth service can be asked to send to it. Beyond GoTrue's format check it refuses a top-level domain of one letter
 * (`a@b.c`), which no address can have and which the service's mail check refuses after counting.
 * @example addressProblem(t, 'ünï@exämple.com') // 'Please write the address without accents …'
 */
export function addressProblem(t: Texts, email: string): string | undefined {
  if (email === '') return t.companions_address_empty()
  if (email.length > 254) return t.companions_address_too_long()
  if (/\s/.test(email)) return t.companions_address_spaces()
  if (/[^\x21-\x7e]/.test(email)) return t.companions_address_accents()
  const parts = email.split('@')
  if (parts.length !== 2) return t.companions_address_one_at()
  const [local = '', domain = ''] = parts
  if (local === '') return t.companions_address_no_name()
  if (!localPart.test(local)) return t.companions_address_bad_local()
  const labels = domain.split('.')
  if (domain === '' || labels.length < 2 || !labels.every((label) => domainLabel.test(label)))
    return t.companions_address_bad_domain()
  if (!topLevel.test(labels.at(-1) ?? '')) return t.companions_address_bad_ending()
  return undefined
}

function schemaIn(t: Texts) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toLowerCase(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? addressProblem(t, dataset.value) : undefined
      if (problem) addIssue({ message: problem })
    }),
  )
}

/**
 * The invitee's address: trimmed, lower-cased, and one the auth service will take (addressProblem), its problem worded
 * in the language of `t` (one schema per language, built on first use).
 */
export const inviteAddress = perLanguage(schemaIn)
