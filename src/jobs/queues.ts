// The queues the portal's consumers need declared in each wrangler.toml environment (`npm run deploy:check` compares):
// the reminders' queue with its producer binding, its consumer and dead-letter queue, and that queue's consumer.
// Queues are not inherited by an environment, and a queue without a consumer would keep its messages unsent.
import { reminderDeadLetters, reminderQueue } from '../features/reminders/queue-message.ts'

/** wrangler.toml's `[queues]` of one environment, as wrangler reads it. */
export interface QueueDeclarations {
  readonly producers?: readonly { readonly binding: string; readonly queue: string }[] | undefined
  readonly consumers?:
    | readonly { readonly queue: string; readonly dead_letter_queue?: string | undefined }[]
    | undefined
}

/** Whether `name` is `base` or `base` with an environment's suffix (`reminders-staging`). */
const isQueue = (name: string, base: string) => name === base || name.startsWith(`${base}-`)

/** What an environment's queues lack for the reminders (docs/reminders.md). */
export function queueDeclarationProblems(declared: QueueDeclarations): string[] {
  const producer = declared.producers?.find((found) => found.binding === 'REMINDER_QUEUE')
  if (!producer)
    return ['[[queues.producers]] lacks the binding REMINDER_QUEUE (the reminders’ queue, docs/reminders.md)']
  if (!isQueue(producer.queue, reminderQueue))
    return [`[[queues.producers]] REMINDER_QUEUE sends to ${producer.queue}, not the reminders’ queue`]
  const consumers = declared.consumers ?? []
  const consumer = consumers.find((found) => found.queue === producer.queue)
  if (!consumer) return [`[[queues.consumers]] lacks a consumer of ${producer.queue} (docs/reminders.md)`]
  const dead = consumer.dead_letter_queue
  if (!dead || !isQueue(dead, reminderDeadLetters))
    return [`[[queues.consumers]] of ${producer.queue} lacks dead_letter_queue (docs/reminders.md)`]
  if (!consumers.some((found) => found.queue === dead))
    return [`[[queues.consumers]] lacks a consumer of ${dead} (docs/reminders.md)`]
  return []
}
