// Types the test runtime's `env` from cloudflare:workers (what `wrangler types` would generate). Tests reach the worker
// through its own handler (`visit()` in support.ts, decision 061), not `exports`, so no main module is typed here.
declare namespace Cloudflare {
  interface Env {
    SANDBOX_URL: string
    ASSETS: Fetcher
    SUPABASE_ANON_KEY: string
    CONTENT_CACHE: KVNamespace
    SIGN_IN_CODES: KVNamespace
  }
}
