// The demo guests of the sign-in area. `npm start` prints them; later parts (bookings,
// wellness) key their demo data on the same contact and client ids.

export const demoPassword = 'Holiday-2026'

export interface DemoUser {
  readonly email: string
  /** null: the resort created the account; the guest must set a password first. */
  readonly password: string | null
  readonly confirmed: boolean
  readonly profile: { first_name: string; last_name: string; msd_contact_id: string; mindbody_client_id: string }
  /** What this guest shows, for the start banner. */
  readonly story: string
}

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'returning@example.com',
    password: demoPassword,
    confirmed: true,
    profile: { first_name: 'Olivia', last_name: 'Bennett', msd_contact_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', mindbody_client_id: '100001' },
    story: 'a returning guest',
  },
  {
    email: 'firsttime@example.com',
    password: null,
    confirmed: true,
    profile: { first_name: 'Noah', last_name: 'Clarke', msd_contact_id: '7a2b3c4d-5e6f-4071-8b9c-0d1e2f3a4b5c', mindbody_client_id: '100002' },
    story: 'first time: use "Set up your password"',
  },
  {
    email: 'unverified@example.com',
    password: demoPassword,
    confirmed: false,
    profile: { first_name: 'Ava', last_name: 'Morgan', msd_contact_id: '8b3c4d5e-6f70-4182-9cad-1e2f3a4b5c6d', mindbody_client_id: '100003' },
    story: 'email not confirmed yet',
  },
]
