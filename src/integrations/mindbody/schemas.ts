import * as v from 'valibot'

/**
 * The Mindbody Public API v6 shapes the portal reads (UPSTREAMS.md), shared by the client and
 * the sandbox's contract test. Extra fields pass through.
 */
export const Visit = v.object({
  Id: v.number(),
  ClassId: v.nullish(v.number()),
  AppointmentId: v.nullish(v.number()),
  AppointmentStatus: v.nullish(v.string()),
  ClientId: v.string(),
  Name: v.nullish(v.string()),
  ServiceName: v.nullish(v.string()),
  StartDateTime: v.string(),
  EndDateTime: v.string(),
  LocationId: v.nullish(v.number()),
  StaffId: v.nullish(v.number()),
  LateCancelled: v.nullish(v.boolean()),
  SignedIn: v.nullish(v.boolean()),
})
export type Visit = v.InferOutput<typeof Visit>

export const ClientSchedule = v.object({
  PaginationResponse: v.object({
    RequestedLimit: v.number(),
    RequestedOffset: v.number(),
    PageSize: v.number(),
    TotalResults: v.number(),
  }),
  Visits: v.array(Visit),
})
export type ClientSchedule = v.InferOutput<typeof ClientSchedule>

export const UserToken = v.object({
  TokenType: v.string(),
  AccessToken: v.pipe(v.string(), v.nonEmpty()),
  Expires: v.optional(v.string()),
  User: v.optional(v.unknown()),
})

export const ErrorBody = v.object({ Error: v.object({ Message: v.string(), Code: v.string() }) })

export const CancelledClass = v.object({ Class: v.record(v.string(), v.unknown()) })
export const UpdatedAppointment = v.object({ Appointment: v.record(v.string(), v.unknown()) })
