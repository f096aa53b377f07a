import { defineConfig } from 'vitest/config'
import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import JourneysLongestFirst from './e2e/support/order.ts'

/** The portal's origin in worker tests; the sandbox writes email links against it. */
export const testSiteUrl = 'https://portal.test'

/** In every project: a test that logs console.error fails unless it expects one. */
const setupFiles = ['test/support/console-errors.ts']
/** In the projects that run in Node, also: idle connections closed before workerd closes them. */
const nodeSetupFiles = [...setupFiles, 'test/support-node/short-keep-alive.ts']

export default defineConfig({
  test: {
    // Both cores: Vitest's default is one fewer than the cores, which on two ran every file of every project one after
    // another. `npm test` runs projects in Vitests of their own, side by side (decision 062). One Vitest for all of them
    // (`npx vitest run`) runs the fast ones first, two files at a time, then the worker files one at a time, then the
    // journeys three at a time (a group of projects, `sequence.groupOrder`, runs with one number of workers).
    maxWorkers: 2,
    // The journeys longest first (e2e/support/order.ts).
    sequence: { sequencer: JourneysLongestFirst },
    projects: [
      // Pure rules: fast, no network (test/domain, each feature's rules in test/features, and the platform rules beside
      // their users in test/integrations, test/http and test/browser).
      {
        test: {
          name: 'domain',
          include: [
            'test/domain/**/*.test.ts',
            'test/features/**/*.test.ts',
            'test/integrations/**/*.test.ts',
            'test/http/**/*.test.ts',
            'test/browser/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles,
          // One process and its modules for every file (decision 049): a domain test mocks no module, changes no global.
          isolate: false,
        },
      },
      // The sandbox's own contract tests, driving it with the real clients (Node).
      {
        test: {
          name: 'sandbox',
          include: ['test/sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // A sandbox for each worker (Miniflare), started by its first file, which takes over 10 s on a busy machine.
          hookTimeout: 60_000,
          globalSetup: ['test/sandbox/global-setup.ts'],
          setupFiles: nodeSetupFiles,
          // One process and its modules for the files (as the domain's): each loaded the real clients again, 49 → 30
          // core-seconds for the project. A file mocks no module. What the clients keep outlives a file, on a sandbox
          // the next file resets: a file's Dynamics tokens are its own (test/sandbox/dynamics-support.ts).
          isolate: false,
        },
      },
      // The Supabase project's migrations on a real Postgres (PGlite, in process), and its config (decision 039).
      {
        test: {
          name: 'db',
          include: ['test/supabase/**/*.test.ts'],
          environment: 'node',
          // PGlite's start (its initdb, in WebAssembly) is 4–5 s alone and took over 20 s in a whole run on a busy day.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: nodeSetupFiles,
        },
      },
      // The soak's short version (bench/soak): the built worker in workerd against its own sandbox, under faults.
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          setupFiles: nodeSetupFiles,
        },
      },
      // Every route through the worker in workerd, against a sandbox started by globalSetup.
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                SITE_URL: testSiteUrl,
                ...inject<Record<string, string>>('portalVars'),
                SANDBOX_URL: inject<string>('sandboxUrl'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // A test that fails is run once more (decision 062): on a machine this busy a connection workerd closes after
          // 5 s idle is sometimes reused as it closes, and no portal fault is behind it. Vitest names each test that
          // needed its retry, so the flaky ones stay in sight.
          retry: 1,
          setupFiles: [...setupFiles, 'test/routes/fresh-counters.ts'],
          include: ['test/routes/**/*.test.{ts,tsx}'],
          globalSetup: ['test/support-node/sandbox-setup.ts'],
          testTimeout: 20_000,
          // Sandbox faults are global: one file at a time (docs/decisions/006-sandbox.md), all of a Vitest's files in one
          // workerd and its modules (decision 061): a workerd per file cost about 8 s each. Two shards, a Vitest and a
          // sandbox each, cost more CPU than they saved time (decision 062).
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      // Guest journeys in Debian's Chromium against `wrangler dev` and the sandbox.
      {
        test: {
          name: 'e2e',
          // Once more after a failure, as the worker files (decision 062).
          retry: 1,
          setupFiles: nodeSetupFiles,
          // Streamed sections are revealed in batches, on a busy machine seconds after the load event.
          expect: { poll: { timeout: 10_000 } },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/servers.ts'],
          // A journey may wait out the per-email sign-in limit once (e2e/support/browser.ts, decision 034).
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // Three files at once, each worker with servers of its own (e2e/support/servers.ts), taking the next file when
          // one ends: the journeys keep both cores busy while each waits on its pages (decision 062).
          maxWorkers: 3,
          // A worker's files share its process, its modules and one Chromium headless shell, and full Chromium for the
          // one that needs it (e2e/support/browser.ts): a test opens a browser context of its own, closed when it ends,
          // and mocks no module.
          isolate: false,
          // After the worker files' group: a group runs its projects with one number of workers.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
