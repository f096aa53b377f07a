// When each cron job runs: the cron expressions wrangler.toml's `[triggers] crons` must hold in every environment
// (`npm run deploy:check` compares them). Plain data, so the deploy check reads it without loading the jobs.
export const schedule = {
  /** Payments: fill any gap between the payment service and the booking system (docs/payments.md). */
  'payments.reconcile': '*/15 * * * *',
  /** Reminders: work out who is due and queue it, hourly (docs/reminders.md). */
  'reminders.due': '0 * * * *',
} as const

export type ScheduledJob = keyof typeof schedule

/** Every cron expression the jobs need, once each. */
export const neededCrons = [...new Set(Object.values(schedule))]

/** What an environment's `[triggers] crons` lacks of the crons the jobs run on. */
export function cronDeclarationProblems(crons: readonly string[]): string[] {
  return neededCrons
    .filter((cron) => !crons.includes(cron))
    .map((cron) => `[triggers] crons lacks "${cron}" (src/jobs/schedule.ts)`)
}
