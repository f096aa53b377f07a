// The guests the hourly run looks at (issue 41): every portal account linked to a booking-system contact, read from
// `profiles` with the service role a page at a time, and, only for one with something due, their address and language.
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { storeError } from '../../integrations/auth/admin.ts'
import { asLocale, baseLocale, type Locale } from '../../domain/locale.ts'

const pageSize = 500

const GuestRow = v.object({
  id: v.string(),
  msd_contact_id: v.string(),
  mindbody_client_id: v.nullable(v.string()),
})
export type GuestRow = v.InferOutput<typeof GuestRow>

/** Each linked account, a page at a time, in a stable order (a guest added during the run may be missed: next hour). */
export async function* linkedGuests(admin: SupabaseClient): AsyncGenerator<GuestRow[]> {
  for (let from = 0; ; from += pageSize) {
    const answer = await admin
      .from('profiles')
      .select('id,msd_contact_id,mindbody_client_id')
      .not('msd_contact_id', 'is', null)
      .order('id')
      .range(from, from + pageSize - 1)
    if (answer.error) throw storeError('reminder guests read', answer)
    const rows = v.parse(v.array(GuestRow), answer.data)
    if (rows.length > 0) yield rows
    if (rows.length < pageSize) return
  }
}

/** The language a guest chose (their account's `locale`, decision 045), else English. */
export async function guestLocale(admin: SupabaseClient, userId: string): Promise<Locale> {
  const found = await admin.auth.admin.getUserById(userId)
  if (found.error) throw storeError('reminder guest read', { status: found.error.status ?? 0, error: found.error })
  const metadata = found.data.user?.user_metadata as Record<string, unknown> | undefined
  return asLocale(typeof metadata?.locale === 'string' ? metadata.locale : undefined) ?? baseLocale
}
