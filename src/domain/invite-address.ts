// An invitee's email address, checked as the auth service will check it (GoTrue's format check, UPSTREAMS.md
// "Invitations") before anything is counted or sent, so a typing mistake is the lead booker's to fix: a 400 with the
// form, the address as typed and a sentence saying what to change, never "try again in a moment" (issue 25).
import * as v from 'valibot'

/** What GoTrue accepts before the @ (checkmail): ASCII letters, digits and !#$%&'*+/=?^_`{|}~.- (so o'brien is fine). */
const localPart = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i
/** One label of the domain: letters, digits and inner hyphens, up to 63 characters. */
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
/** A top-level domain: two letters or more, or an internationalised one in its ASCII form. */
const topLevel = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i

/**
 * What is wrong with an address, as a sentence saying what to fix, or undefined when the auth service can be asked to
 * send to it. Beyond GoTrue's format check it refuses a top-level domain of one letter (`a@b.c`), which no address
 * can have and which the service's mail check refuses after counting.
 * @example addressProblem('ünï@exämple.com') // 'Please write the address without accents …'
 */
export function addressProblem(email: string): string | undefined {
  if (email === '') return 'Please enter their email address.'
  if (email.length > 254) return 'That email address is too long.'
  if (/\s/.test(email)) return 'An email address has no spaces. Please check it.'
  if (/[^\x21-\x7e]/.test(email))
    return 'Please write the address without accents or letters such as ü, é or ß: our email service cannot send to it.'
  const parts = email.split('@')
  if (parts.length !== 2) return 'An email address has one @, like name@example.com.'
  const [local = '', domain = ''] = parts
  if (local === '') return 'Please add the name before the @, like name@example.com.'
  if (!localPart.test(local))
    return 'The part before the @ can\'t have any of ( ) < > [ ] , ; : " \\ in it. Please check it.'
  const labels = domain.split('.')
  if (domain === '' || labels.length < 2 || !labels.every((label) => domainLabel.test(label)))
    return 'The part after the @ should be a domain such as example.com. Please check it.'
  if (!topLevel.test(labels.at(-1) ?? ''))
    return 'The address should end with a domain ending such as .com or .co.uk. Please check it.'
  return undefined
}

/** The invitee's address: trimmed, lower-cased, and one the auth service will take (addressProblem). */
export const InviteEmail = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.toLowerCase(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? addressProblem(dataset.value) : undefined
    if (problem) addIssue({ message: problem })
  }),
)

/** The sentence for an address the auth service itself refused (its own mail check, after ours). */
export const refusedAddress =
  "Our email service can't send to that address. Please check it for a typing mistake, or use another address for them."
