// Types the worker under test for `exports` from cloudflare:workers (what `wrangler types` would generate).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../src/worker.ts')
  }
  interface Env {
    SANDBOX_URL: string
    ASSETS: Fetcher
    SUPABASE_ANON_KEY: string
    CONTENT_CACHE: KVNamespace
    SIGN_IN_CODES: KVNamespace
  }
}
