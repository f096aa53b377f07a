/**
 * Every sentence an extra can show, in one place (listed in docs/extras.md). SPEC §4 gives the
 * pattern ('Your {type} enquiry is being processed.', '{type} enquiry has been invoiced.',
 * '{type} enquiry has been confirmed!') and the transfer wording; deliveries, hampers, car hire,
 * shipwreck, shopping and trips have "their own wording", written here in the same form.
 */
import type { ExtraDetails, ExtraKind, ExtraStatus, UpgradeType } from './extras.ts'

/** How each upgrade enquiry is named in a sentence. */
export const upgradeTypeNames: Record<UpgradeType, string> = {
  rascals: 'Rascals',
  watersportsUpgrade: 'watersports upgrade',
  crecheUpgrade: 'crèche upgrade',
}

/** For a status or kind we do not know: true, and promises nothing. */
export const neutralMessage = 'We have your request and will let you know how it is going.'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const count = (n: number | null | undefined, one: string, many: string) =>
  typeof n === 'number' ? `${n} ${n === 1 ? one : many}` : undefined
const joined = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' ')

/**
 * SPEC §4's own pattern, for a type named in lower case ("powerboat course"); what the enquiry is for follows the
 * word enquiry ("Powerboat course enquiry for 2 people has been confirmed!").
 */
function enquiry(type: string, status: ExtraStatus, forWhom?: string): string {
  const what = forWhom ? `${type} enquiry ${forWhom}` : `${type} enquiry`
  if (status === 'confirmed') return `${capitalise(what)} has been confirmed!`
  if (status === 'invoiced') return `${capitalise(what)} has been invoiced.`
  return `Your ${what} is being processed.`
}

/** "Your … has been requested." / "… has been invoiced." / "… has been confirmed!" */
function yours(subject: string, status: ExtraStatus): string {
  if (status === 'confirmed') return `Your ${subject} has been confirmed!`
  if (status === 'invoiced') return `Your ${subject} has been invoiced.`
  return `Your ${subject} has been requested.`
}

const verb: Record<ExtraStatus, string> = { pending: 'requested', invoiced: 'invoiced', confirmed: 'confirmed' }

export function extraMessage(kind: ExtraKind, status: ExtraStatus, d: ExtraDetails): string {
  switch (kind) {
    case 'transfer': {
      const guests = count(d.guests, 'guest', 'guests')
      return guests ? `A transfer for ${guests} has been ${verb[status]}.` : `A transfer has been ${verb[status]}.`
    }
    case 'petitDelivery':
      return yours(
        joined(d.product ? `Petit ${d.product}` : 'Petit', 'delivery', d.villa ? `to ${d.villa}` : undefined),
        status,
      )
    case 'waterDelivery':
      return yours(joined('water delivery', d.villa ? `to ${d.villa}` : undefined), status)
    case 'carHire': {
      const reservation = d.reservationNumber ? ` (reservation ${d.reservationNumber})` : ''
      return yours(`${joined(d.carType, 'car hire')}${reservation}`, status)
    }
    case 'odysseyTrip':
    case 'shipwreckTrip': {
      const name = d.tripName?.trim() || (kind === 'odysseyTrip' ? 'Odyssey' : 'Shipwreck')
      // Nobody of an age group is left unsaid ("for 2 adults", not "for 2 adults and 0 children").
      const party = [
        d.adults ? count(d.adults, 'adult', 'adults') : undefined,
        d.children ? count(d.children, 'child', 'children') : undefined,
      ]
        .filter(Boolean)
        .join(' and ')
      return yours(
        joined(`${name} trip`, d.tripDate ? `on ${d.tripDate}` : undefined, party ? `for ${party}` : undefined),
        status,
      )
    }
    case 'hamper':
      return yours(joined(d.hamperType, 'hamper'), status)
    case 'shoppingList':
      return yours('shopping list', status)
    case 'powerboat': {
      const persons = count(d.persons, 'person', 'people')
      return enquiry('powerboat course', status, persons ? `for ${persons}` : undefined)
    }
    case 'skiTow':
      return enquiry('ski tow', status)
    case 'privateTennis':
      return enquiry('private tennis lessons', status)
    case 'upgrade':
      return enquiry(d.upgradeType ? upgradeTypeNames[d.upgradeType] : 'upgrade', status)
    case 'registrationForm':
      return enquiry('registration form', status)
  }
}
