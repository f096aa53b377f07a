/**
 * The kinds of extra a guest can ask for (SPEC §1, §3), in the order "Your extras" groups them, and each group's
 * heading.
 */
import type { PlainTextKey } from '../i18n/texts.ts'

export const extraKinds = [
  'transfer',
  'petitDelivery',
  'waterDelivery',
  'carHire',
  'odysseyTrip',
  'shipwreckTrip',
  'hamper',
  'shoppingList',
  'powerboat',
  'skiTow',
  'privateTennis',
  'upgrade',
  'registrationForm',
] as const
export type ExtraKind = (typeof extraKinds)[number]

/** Each group's heading, by message name. */
export const extraKindHeadingKeys: Record<ExtraKind, PlainTextKey> = {
  transfer: 'extras_heading_transfer',
  petitDelivery: 'extras_heading_petit_delivery',
  waterDelivery: 'extras_heading_water_delivery',
  carHire: 'extras_heading_car_hire',
  odysseyTrip: 'extras_heading_odyssey_trip',
  shipwreckTrip: 'extras_heading_shipwreck_trip',
  hamper: 'extras_heading_hamper',
  shoppingList: 'extras_heading_shopping_list',
  powerboat: 'extras_heading_powerboat',
  skiTow: 'extras_heading_ski_tow',
  privateTennis: 'extras_heading_private_tennis',
  upgrade: 'extras_heading_upgrade',
  registrationForm: 'extras_heading_registration_form',
}
