// Work the portal does without a request: a cron job (wrangler.toml `[triggers] crons`) or a queue's consumer
// (`[[queues.consumers]]`). Each is given a scope of its own (src/scope/system.ts), so it reads and writes through the
// same loaders and actions as a page.
import type { Scope } from '../scope/scope.ts'

/** A job run by a Cron Trigger. */
export interface CronJob {
  /** Reports and logs name it: 'payments.reconcile'. */
  readonly name: string
  /** The cron expression it runs on, exactly as in wrangler.toml's `[triggers] crons` (UTC). */
  readonly cron: string
  /** Runs once; `at` is the trigger's scheduled time. A throw is reported and the next run tries again. */
  run(scope: Scope, at: Date): Promise<void>
}

/** The consumer of one queue. */
export interface QueueConsumer<Body = unknown> {
  readonly name: string
  /** The queue's name in wrangler.toml (per environment: `payments` in staging is `payments-staging`). */
  readonly queue: string
  /**
   * Handles one message: `ack` it when done (or when it can never succeed, after reporting), `retry` it to try again.
   * Each message is handled on its own, so one failure does not send the whole batch again.
   */
  consume(scope: Scope, message: Message<Body>): Promise<void>
}
