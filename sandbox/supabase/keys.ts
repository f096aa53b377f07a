/** The sandbox project's anon key: a fixed, public sandbox value (no real secret). */
export const sandboxAnonKey = 'sandbox-anon-key'

/** The API version supabase-js sends; echoed so error bodies are read by `code` (UPSTREAMS.md). */
export const apiVersion = '2024-01-01'
