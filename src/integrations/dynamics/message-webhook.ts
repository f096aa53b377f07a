// The Dataverse webhook on Create of a portal message (docs/messages.md): its body is a RemoteExecutionContext, and all
// the portal takes from it is which record was created and on which booking. The record itself is then read from
// the booking system (messageById), which is the truth: the body is a notice, not the message.
import * as v from 'valibot'

const entityName = 'adr_portalmessage'

const Guid = v.pipe(v.string(), v.uuid(), v.toLowerCase())
const Attribute = v.object({ key: v.string(), value: v.unknown() })
const Reference = v.object({ Id: Guid, LogicalName: v.string() })

/** What the portal reads of a RemoteExecutionContext; everything else in it is ignored. */
const ExecutionContext = v.object({
  MessageName: v.string(),
  PrimaryEntityName: v.string(),
  PrimaryEntityId: Guid,
  InputParameters: v.array(
    v.object({ key: v.string(), value: v.nullish(v.looseObject({ Attributes: v.optional(v.array(Attribute)) })) }),
  ),
})

/** A new portal message, as a webhook names it. */
export interface CreatedMessage {
  readonly messageId: string
  /** The booking (opportunity) it regards, when the body says. */
  readonly bookingId: string | undefined
}

/**
 * The created message a webhook body names; undefined for a body that is not the Create of a portal message (another
 * step registered on the same endpoint by mistake, or not a RemoteExecutionContext at all).
 */
export function createdMessage(body: unknown): CreatedMessage | undefined {
  const parsed = v.safeParse(ExecutionContext, body)
  if (!parsed.success) return undefined
  const context = parsed.output
  if (context.MessageName !== 'Create' || context.PrimaryEntityName !== entityName) return undefined
  const target = context.InputParameters.find((p) => p.key === 'Target')?.value
  const regarding = target?.Attributes?.find((a) => a.key === 'regardingobjectid')?.value
  const booking = v.safeParse(Reference, regarding)
  return {
    messageId: context.PrimaryEntityId,
    bookingId: booking.success && booking.output.LogicalName === 'opportunity' ? booking.output.Id : undefined,
  }
}
