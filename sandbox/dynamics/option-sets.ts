// The booking system's option sets the demo data uses, as the sandbox's Dataverse defines them:
// each value by its label, numbered in Dataverse's style from 100000000. SPEC §3 does not give
// the real values; these are the ones decisions 008 and 023 assume the resort's system uses.
// Written out here, not imported from the portal (src/domain/membership.ts, extras.ts): the
// sandbox stands for the real service, so a wrong value in the portal is caught by the contract
// tests (test/sandbox/dynamics-extras.test.ts) rather than copied into the stand-in.

/** `cm_gueststatus` of every extra (and a hamper's `cm_gueststatuspendinginvoiced`). */
export const guestStatusOptions = { pending: 100000000, invoiced: 100000001, confirmed: 100000002 } as const

/** `cm_guesthubtype` of a guest-hub enquiry: what the guest asks for. */
export const guestHubTypeOptions = {
  rascals: 100000000,
  watersportsUpgrade: 100000001,
  crecheUpgrade: 100000002,
} as const

/** `adr_direction` of a transfer. */
export const transferDirectionOptions = { toResort: 100000000, fromResort: 100000001, both: 100000002 } as const

/** `adr_membershipclassification` of a product opportunity, and a booking guest's `adr_membershipwk1`/`wk2`. */
export const membershipClassificationOptions = {
  adult: 100000000,
  child: 100000001,
  infant: 100000002,
  paddleSports: 100000003,
  waterSports: 100000004,
  creche: 100000005,
  deliCreche: 100000006,
  rascals: 100000007,
  powerboat: 100000008,
  skiTow: 100000009,
  privateTennis: 100000010,
  odyssey: 100000011,
} as const

/** `adr_direction` of a portal message (issue 42): who it is from. */
export const messageDirections = { fromGuest: 100000000, fromResort: 100000001 } as const
