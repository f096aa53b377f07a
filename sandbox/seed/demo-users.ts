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
    story: 'lead booker arriving in 10 days; passport details missing',
  },
  {
    email: 'several@example.com',
    password: demoPassword,
    confirmed: true,
    profile: { first_name: 'Harry', last_name: 'Patel', msd_contact_id: '9c4d5e6f-7081-4293-8dbe-2f3a4b5c6d7e', mindbody_client_id: '100004' },
    story: 'two bookings (about 6 weeks and 5 months away)',
  },
  {
    email: 'midstay@example.com',
    password: demoPassword,
    confirmed: true,
    profile: { first_name: 'Grace', last_name: 'Lee', msd_contact_id: 'ad5e6f70-8192-43a4-9ecf-3a4b5c6d7e8f', mindbody_client_id: '100005' },
    story: 'at the resort now (mid stay)',
  },
  {
    email: 'poststay@example.com',
    password: demoPassword,
    confirmed: true,
    profile: { first_name: 'Tom', last_name: 'Fischer', msd_contact_id: 'be6f7081-92a3-44b5-afd0-4b5c6d7e8f90', mindbody_client_id: '100006' },
    story: 'back home (post stay)',
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
