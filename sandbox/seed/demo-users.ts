// The demo guests of the sign-in area. `npm start` prints them; later parts (bookings,
// wellness) key their demo data on the same contact and client ids. One line adds a guest.

export const demoPassword = 'Holiday-2026'

/**
 * The auth service's app_metadata of an account made without a password, as the portal records it
 * (src/integrations/auth/password-state.ts). Written out here, not imported: the sandbox stands in for the
 * service and shares none of the portal's code, so a key that differs shows in the tests of guests without one.
 */
export const passwordNotSetMetadata = { password_not_set: true }

export interface DemoUser {
  readonly email: string
  /** null: the resort created the account; the guest must set a password first. */
  readonly password: string | null
  readonly confirmed: boolean
  readonly profile: { first_name: string; last_name: string; msd_contact_id: string; mindbody_client_id: string }
  /** What this guest shows, for the start banner. */
  readonly story: string
}

/** A demo guest: confirmed, with the demo password, unless `options` says otherwise. */
function guest(
  email: string,
  [first_name, last_name]: readonly [string, string],
  ids: { msd: string; mindbody: string },
  story: string,
  options: { password?: string | null; confirmed?: boolean } = {},
): DemoUser {
  return {
    email,
    password: options.password === undefined ? demoPassword : options.password,
    confirmed: options.confirmed ?? true,
    profile: { first_name, last_name, msd_contact_id: ids.msd, mindbody_client_id: ids.mindbody },
    story,
  }
}

// prettier-ignore
export const demoUsers: readonly DemoUser[] = [
  guest(
    'returning@example.com',
    ['Olivia', 'Bennett'],
    { msd: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', mindbody: '100001' },
    'lead booker arriving in 10 days; passport missing; no advance information yet; upgrades to assign',
  ),
  guest(
    'several@example.com',
    ['Harry', 'Patel'],
    { msd: '9c4d5e6f-7081-4293-8dbe-2f3a4b5c6d7e', mindbody: '100004' },
    'two bookings (about 6 weeks and 5 months away)',
  ),
  guest(
    'midstay@example.com',
    ['Grace', 'Lee'],
    { msd: 'ad5e6f70-8192-43a4-9ecf-3a4b5c6d7e8f', mindbody: '100005' },
    'at the resort now (mid stay); advance information all done',
  ),
  guest(
    'poststay@example.com',
    ['Tom', 'Fischer'],
    { msd: 'be6f7081-92a3-44b5-afd0-4b5c6d7e8f90', mindbody: '100006' },
    'back home (post stay); an extra with an unknown status',
  ),
  guest(
    'companion@example.com',
    ['Priya', 'Patel'],
    { msd: 'c0d1e2f3-a4b5-46c7-88d9-5c6d7e8f9a0b', mindbody: '100007' },
    "Harry's companion: sees both his bookings, changes only her own details",
  ),
  guest(
    'firsttime@example.com',
    ['Noah', 'Clarke'],
    { msd: '7a2b3c4d-5e6f-4071-8b9c-0d1e2f3a4b5c', mindbody: '100002' },
    'first time: use "Set up your password"',
    { password: null },
  ),
  guest(
    'unverified@example.com',
    ['Ava', 'Morgan'],
    { msd: '8b3c4d5e-6f70-4182-9cad-1e2f3a4b5c6d', mindbody: '100003' },
    'email not confirmed yet',
    { confirmed: false },
  ),
]

/** A demo guest by email (for scripts and tests that name one). */
export const demoUser = (email: string): DemoUser | undefined => demoUsers.find((u) => u.email === email)
