// The reminders' dead-letter queue: a message the queue gave up on after its retries is reported to monitoring and
// its delivery marked failed, so operators see it (docs/reminders.md) and no later run sends it by surprise.
import * as v from 'valibot'
import type { QueueConsumer } from './job.ts'
import { reminderDeadLetters } from '../features/reminders/queue-message.ts'
import { storeFor } from '../features/reminders/send.ts'

class ReminderGivenUp extends Error {
  override name = 'ReminderGivenUp'
}

const DeadLetter = v.object({
  deliveryId: v.pipe(v.string(), v.uuid()),
  day: v.string(),
  message: v.object({ kind: v.string() }),
})

export const deadReminders: QueueConsumer = {
  name: 'reminders.dead-letters',
  queue: reminderDeadLetters,
  async consume(scope, message) {
    const body = v.safeParse(DeadLetter, message.body)
    const what = body.success ? `A ${body.output.message.kind} reminder due ${body.output.day}` : 'A reminder'
    scope.report('reminders.dead-letter', new ReminderGivenUp(`${what} was not sent after the queue's retries`))
    if (body.success) await storeFor(scope)?.failed(body.output.deliveryId)
    message.ack()
  },
}
