// The guest a scope acts as: the one signed in to this request, or one the portal acts for (a reminder's reader).
import type { Config } from '../integrations/config.ts'
import type { SignedInUser } from '../integrations/auth/session.ts'
import type { Profile } from '../integrations/auth/profile.ts'
import { tablesAs, type Tables } from '../integrations/auth/tables.ts'
import { checkId, type IdCheck } from '../domain/request-ids.ts'
import type { Texts } from '../i18n/texts.ts'
import type { Booking } from '../domain/booking.ts'
import { bookingStore, type BookingStore } from './bookings.ts'

export interface Guest {
  /** The portal account, when the guest has one (a booking's guest may not). */
  readonly userId: string | undefined
  readonly email: string | undefined
  /** The booking-system contact id, checked (SPEC §5); never taken from a request. */
  contactId(): Promise<IdCheck>
  /** The wellness (Mindbody) client id, when the guest has one. */
  wellnessClientId(): Promise<string | undefined>
  /** Their bookings, read on first use. */
  bookings(): BookingStore
  /** The auth service's tables as this guest (row-level security), or as nobody for a guest the portal acts for. */
  tables(): Tables
  /** The booking the guest is acting in: the one selected on this device, or the one a job is about. */
  readonly selected: Selection
}

/** The booking a guest acts in, and its id before their bookings confirm it is theirs (decision 019). */
export interface Selection {
  /** The id saved on the device (or the job's booking): reads scoped to it may start at once. */
  readonly savedId: string | undefined
  /** The booking, once the guest's bookings confirm it; undefined when none is selected. */
  booking(): Promise<Booking | undefined>
}

/** What a request knows of its signed-in guest, each read at most once (src/http/middleware/session.ts). */
export interface SignedIn {
  readonly user: SignedInUser
  readonly profile: () => Promise<Profile | null>
  readonly tables: () => Tables
  /** The device's selected booking (src/http/middleware/booking-selection.ts), read when asked. */
  readonly selected: Selection
}

/**
 * The signed-in guest: the token's claims when the auth hook provides them (no profile read on the critical path),
 * else the profile's own fields. Both come from the profile, never from the request.
 */
export function signedInGuest(config: Config, session: SignedIn, texts: Texts): Guest {
  const { user, profile, tables, selected } = session
  const contactId = () =>
    user.contactId ? Promise.resolve(checkId(user.contactId)) : profile().then((p) => checkId(p?.msd_contact_id))
  let store: BookingStore | undefined
  const bookings = () => (store ??= bookingStore(config, contactId, texts))
  return {
    userId: user.id,
    email: user.email,
    contactId: () => bookings().contactId(),
    wellnessClientId: async () => user.wellnessClientId || (await profile())?.mindbody_client_id?.trim() || undefined,
    bookings,
    tables,
    selected,
  }
}

/** A guest the portal acts for without their request: known by their booking-system contact (and wellness client). */
export interface KnownGuest {
  readonly contactId: string
  readonly userId?: string | undefined
  readonly email?: string | undefined
  readonly wellnessClientId?: string | undefined
  /** The booking the work is about, if one. */
  readonly booking?: Booking | undefined
}

export function guestOf(config: Config, known: KnownGuest, texts: Texts): Guest {
  const checked = Promise.resolve(checkId(known.contactId))
  let store: BookingStore | undefined
  let tables: Tables | undefined
  return {
    userId: known.userId,
    email: known.email,
    contactId: () => checked,
    wellnessClientId: async () => known.wellnessClientId,
    bookings: () => (store ??= bookingStore(config, () => checked, texts)),
    tables: () => (tables ??= tablesAs(config, undefined)),
    selected: { savedId: known.booking?.id, booking: async () => known.booking },
  }
}
