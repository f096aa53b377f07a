// The worker's `scheduled` and `queue` handlers: find the job or consumer, give it a scope, report what fails.
import type { Bindings } from '../scope/bindings.ts'
import { systemScope } from '../scope/system.ts'
import type { CronJob, QueueConsumer } from './job.ts'

class NoJobError extends Error {
  override name = 'NoJobError'
}

/** The queue's base name: environments suffix theirs (`payments-staging`), the consumer names the base. */
const baseName = (queue: string, consumers: readonly QueueConsumer[]) =>
  consumers.find((consumer) => queue === consumer.queue || queue.startsWith(`${consumer.queue}-`))

/** Runs every job whose cron is the trigger's; a trigger no job claims is reported (wrangler.toml and the list differ). */
export async function runScheduled(
  controller: ScheduledController,
  env: Bindings,
  ctx: ExecutionContext,
  jobs: readonly CronJob[],
): Promise<void> {
  const due = jobs.filter((job) => job.cron === controller.cron)
  if (due.length === 0) {
    const scope = systemScope(env, ctx, { job: `cron ${controller.cron}` })
    scope.report('jobs.scheduled', new NoJobError(`No job runs on the cron "${controller.cron}"`), 'warning')
    return
  }
  await Promise.all(
    due.map(async (job) => {
      const scope = systemScope(env, ctx, { job: `cron ${job.name}` })
      try {
        await job.run(scope, new Date(controller.scheduledTime))
      } catch (error) {
        scope.report(`jobs.${job.name}`, error)
      }
    }),
  )
}

/**
 * Hands each message of a batch to its queue's consumer, one at a time. A consumer that throws has its message
 * retried (the queue's `max_retries`, then its dead-letter queue); a batch of a queue nobody consumes is retried too,
 * and reported, so nothing is dropped while a deployment catches up.
 */
export async function consumeQueue(
  batch: MessageBatch,
  env: Bindings,
  ctx: ExecutionContext,
  consumers: readonly QueueConsumer[],
): Promise<void> {
  const consumer = baseName(batch.queue, consumers)
  const scope = systemScope(env, ctx, { job: `queue ${consumer?.name ?? batch.queue}` })
  if (!consumer) {
    scope.report('jobs.queue', new NoJobError(`No consumer for the queue "${batch.queue}"`))
    batch.retryAll()
    return
  }
  for (const message of batch.messages) {
    try {
      await consumer.consume(scope, message)
    } catch (error) {
      scope.report(`jobs.${consumer.name}`, error)
      message.retry()
    }
  }
}
