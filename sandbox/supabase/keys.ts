/** The sandbox project's anon key: a fixed, public sandbox value (no real secret). */
export const sandboxAnonKey = 'sandbox-anon-key'

/**
 * The sandbox project's service-role key: a fixed sandbox value (no real secret). Like the real one it passes the
 * gateway, bypasses row-level security and opens GoTrue's admin API; the portal uses it only on the server.
 */
export const sandboxServiceRoleKey = 'sandbox-service-role-key'

/** The API version supabase-js sends; echoed so error bodies are read by `code` (UPSTREAMS.md). */
export const apiVersion = '2024-01-01'
