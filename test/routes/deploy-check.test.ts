import { describe, expect, it } from 'vitest'
import { secretDeclarationProblems, varProblems } from '../../src/integrations/config.ts'
import { cronDeclarationProblems } from '../../src/jobs/schedule.ts'
import { durableObjectDeclarationProblems } from '../../scripts/durable-objects.ts'
import { queueDeclarationProblems } from '../../src/jobs/queues.ts'

// What `npm run deploy:check` asks of each environment's wrangler.toml vars: the worker's own
// start-up checks (scripts/deploy-check.ts), secrets aside.
const vars = {
  SITE_URL: 'https://guests.example-resort.com',
  MARKETING_SITE_URL: 'https://www.example-resort.com',
  SUPABASE_URL: 'https://abc.supabase.co',
  DYNAMICS_URL: 'https://org.crm4.dynamics.com',
  DYNAMICS_TOKEN_URL: 'https://login.microsoftonline.com/t/oauth2/v2.0/token',
  DYNAMICS_CLIENT_ID: '00000000-0000-0000-0000-000000000000',
  RESORT_TIME_ZONE: 'Europe/London',
  PRISMIC_ENDPOINT: 'https://repo.cdn.prismic.io/api/v2',
  MINDBODY_URL: 'https://api.mindbodyonline.com/public/v6',
  MINDBODY_SITE_ID: '-99',
  MINDBODY_STAFF_USERNAME: 'portal-staff',
}

describe('the deploy check of an environment’s vars', () => {
  it('passes complete vars without any secret', () => {
    expect(varProblems(vars)).toEqual([])
  })

  it('names a missing or malformed var, and a secret put in wrangler.toml', () => {
    const { SITE_URL: _, ...missing } = vars
    expect(varProblems(missing)).toContain('SITE_URL is missing')
    expect(varProblems({ ...vars, RESORT_TIME_ZONE: 'Resort/Nowhere' })).toContain(
      'RESORT_TIME_ZONE must be an IANA time zone such as Europe/London',
    )
    expect(varProblems({ ...vars, DYNAMICS_URL: 'ftp://x' })).toContain('DYNAMICS_URL must be an http(s) URL')
    expect(varProblems({ ...vars, MINDBODY_API_KEY: 'oops' })).toEqual([
      'MINDBODY_API_KEY is a secret: set it with `wrangler secret put MINDBODY_API_KEY`, not in wrangler.toml',
    ])
  })
})

describe('the deploy check of an environment’s secrets and triggers', () => {
  const required = [
    'SUPABASE_ANON_KEY',
    'DYNAMICS_CLIENT_SECRET',
    'MINDBODY_API_KEY',
    'MINDBODY_STAFF_PASSWORD',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]

  it('asks every environment to require the payment service’s keys with the other secrets it cannot run without', () => {
    expect(secretDeclarationProblems(required)).toEqual([])
    expect(secretDeclarationProblems(required.filter((name) => !name.startsWith('STRIPE_')))).toEqual([
      '[secrets] required lacks STRIPE_SECRET_KEY: a deploy without it would start broken',
      '[secrets] required lacks STRIPE_WEBHOOK_SECRET: a deploy without it would start broken',
    ])
  })

  it('asks for the cron of payments’ reconciliation and of the reminders’ hourly run', () => {
    expect(cronDeclarationProblems(['*/15 * * * *', '0 * * * *'])).toEqual([])
    expect(cronDeclarationProblems([])).toEqual([
      '[triggers] crons lacks "*/15 * * * *" (src/jobs/schedule.ts)',
      '[triggers] crons lacks "0 * * * *" (src/jobs/schedule.ts)',
    ])
  })

  it('asks for the reminders’ queue, its consumer, its dead-letter queue and that queue’s consumer', () => {
    const producers = [{ binding: 'REMINDER_QUEUE', queue: 'reminders-staging' }]
    const consumers = [
      { queue: 'reminders-staging', dead_letter_queue: 'dead-reminders-staging' },
      { queue: 'dead-reminders-staging' },
    ]
    expect(queueDeclarationProblems({ producers, consumers })).toEqual([])
    expect(queueDeclarationProblems({})).toEqual([
      '[[queues.producers]] lacks the binding REMINDER_QUEUE (the reminders’ queue, docs/reminders.md)',
    ])
    expect(queueDeclarationProblems({ producers, consumers: [{ queue: 'reminders-staging' }] })).toEqual([
      '[[queues.consumers]] of reminders-staging lacks dead_letter_queue (docs/reminders.md)',
    ])
    expect(queueDeclarationProblems({ producers, consumers: consumers.slice(0, 1) })).toEqual([
      '[[queues.consumers]] lacks a consumer of dead-reminders-staging (docs/reminders.md)',
    ])
    expect(queueDeclarationProblems({ producers, consumers: consumers.slice(1) })).toEqual([
      '[[queues.consumers]] lacks a consumer of reminders-staging (docs/reminders.md)',
    ])
    expect(
      queueDeclarationProblems({ producers: [{ binding: 'REMINDER_QUEUE', queue: 'payments' }], consumers }),
    ).toEqual(['[[queues.producers]] REMINDER_QUEUE sends to payments, not the reminders’ queue'])
  })
})

describe('the deploy check of an environment’s Durable Objects', () => {
  const binding = { name: 'MESSAGE_THREADS', class_name: 'MessageThread' }
  const migration = { new_sqlite_classes: ['MessageThread'] }

  it('asks every environment for the messages’ object and the migration that creates its class', () => {
    expect(durableObjectDeclarationProblems([binding], [migration])).toEqual([])
    expect(durableObjectDeclarationProblems([], [migration])).toEqual([
      'Durable Object binding MESSAGE_THREADS (class MessageThread) is missing',
    ])
    expect(durableObjectDeclarationProblems([binding], [])).toEqual([
      'no [[migrations]] entry creates the Durable Object class MessageThread',
    ])
    expect(durableObjectDeclarationProblems([binding], [migration, { deleted_classes: ['MessageThread'] }])).toEqual([
      'no [[migrations]] entry creates the Durable Object class MessageThread',
    ])
    expect(durableObjectDeclarationProblems([{ ...binding, class_name: 'Other' }], [migration])).toEqual([
      "Durable Object binding MESSAGE_THREADS must name this worker's class MessageThread",
    ])
  })
})
