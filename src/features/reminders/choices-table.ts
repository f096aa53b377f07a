// Each guest's reminder choices (reminder_settings): what they turned off, by email and by push, and the version of the
// email choice that an unsubscribe link carries.
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { storeError } from '../../integrations/auth/admin.ts'
import { readKinds, reminderKinds, writeKinds, type ReminderChoices } from './kinds.ts'

const SettingsRow = v.object({
  email_off: v.nullable(v.string()),
  push_off: v.nullable(v.string()),
  email_version: v.nullable(v.number()),
})

export interface GuestChoices extends ReminderChoices {
  /** How often the email choice changed: an unsubscribe link works only at the version it was sent with. */
  readonly emailVersion: number
}

export function choicesTable(admin: SupabaseClient) {
  return {
    /** A guest's choices: everything on for email until turned off. */
    async choices(userId: string): Promise<GuestChoices> {
      const answer = await admin
        .from('reminder_settings')
        .select('email_off,push_off,email_version')
        .eq('user_id', userId)
        .maybeSingle()
      if (answer.error) throw storeError('reminder settings read', answer)
      const row = answer.data ? v.parse(SettingsRow, answer.data) : undefined
      return {
        emailOff: readKinds(row?.email_off),
        pushOff: readKinds(row?.push_off),
        emailVersion: row?.email_version ?? 0,
      }
    },

    /** Saves a guest's choices; a change of the email choice moves its version on (old unsubscribe links stop). */
    async saveChoices(userId: string, choices: ReminderChoices, before: GuestChoices): Promise<void> {
      const emailOff = writeKinds(choices.emailOff)
      const emailVersion = emailOff === writeKinds(before.emailOff) ? before.emailVersion : before.emailVersion + 1
      const answer = await admin.from('reminder_settings').upsert(
        {
          user_id: userId,
          email_off: emailOff,
          push_off: writeKinds(choices.pushOff),
          email_version: emailVersion,
          updated_at: new Date().toISOString(),
        },
        { onConflict: 'user_id' },
      )
      if (answer.error) throw storeError('reminder settings save', answer)
    },

    /**
     * Turns every reminder email off, if the guest's email choice is still at `version` (an unsubscribe link's):
     * answers whether it did.
     */
    async unsubscribe(userId: string, version: number): Promise<boolean> {
      const before = await this.choices(userId)
      if (before.emailVersion !== version) return false
      await this.saveChoices(userId, { emailOff: new Set(reminderKinds), pushOff: before.pushOff }, before)
      return true
    },
  }
}
