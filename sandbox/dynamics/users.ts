// The booking system's users (systemusers) the sandbox seeds: the application user the portal's app registration acts
// as (its writes are "created by" it), and the guest-services staff who answer guests from the resort's inbox. An
// application user has no first name; one staff record (a shared team mailbox) has none either, so a test can see an
// answer the portal words as "the resort" alone.

/** The application user behind the portal's client credentials: every record the portal creates is created by it. */
export const portalApplicationUser = '5a000000-0000-4000-8000-000000000001'

/** Staff who answer guests, by the key the control API takes (`staff: 'sofia'`). */
export const staffUsers = {
  sofia: {
    systemuserid: '5a000000-0000-4000-8000-000000000002',
    firstname: 'Sofia',
    lastname: 'Marín',
    fullname: 'Sofia Marín',
    internalemailaddress: 'sofia.marin@example-resort.com',
  },
  tomas: {
    systemuserid: '5a000000-0000-4000-8000-000000000003',
    firstname: 'Tomás',
    lastname: 'Ferrer',
    fullname: 'Tomás Ferrer',
    internalemailaddress: 'tomas.ferrer@example-resort.com',
  },
  team: {
    systemuserid: '5a000000-0000-4000-8000-000000000004',
    firstname: null,
    lastname: 'Guest services',
    fullname: 'Guest services',
    internalemailaddress: 'guest.services@example-resort.com',
  },
} as const

export type StaffKey = keyof typeof staffUsers

export const systemUserRows = [
  {
    systemuserid: portalApplicationUser,
    firstname: null,
    lastname: '# guest-portal',
    fullname: '# guest-portal',
    internalemailaddress: null,
  },
  ...Object.values(staffUsers),
]
