// Every cron job and queue consumer of the portal: add a new one's module here and its trigger or queue to
// wrangler.toml (every environment); `npm run deploy:check` holds the two to each other.
import type { CronJob, QueueConsumer } from './job.ts'
import { sendReminders } from './reminders-send.ts'
import { deadReminders } from './reminders-dead.ts'
import { dueRemindersJob } from './reminders-due.ts'
import { reconcilePayments } from './payments-reconcile.ts'

export const cronJobs: readonly CronJob[] = [dueRemindersJob, reconcilePayments]

export const queueConsumers: readonly QueueConsumer[] = [sendReminders, deadReminders]
