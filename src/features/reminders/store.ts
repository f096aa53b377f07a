// The reminders' tables in the Supabase project (supabase/migrations/20261127000000_reminders.sql), written by the
// server with the service role: deliveries and their claims, each guest's choices, their devices.
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { storeError } from '../../integrations/auth/admin.ts'
import { readKinds, reminderKinds, writeKinds, type Channel, type ReminderChoices, type ReminderKind } from './kinds.ts'

/** A claim older than this was lost with its worker (a send takes seconds): another may take it over. */
export const claimLeaseMs = 5 * 60_000

/** What names a delivery: one per guest, booking, kind and (resort) day. */
export interface DeliveryKey {
  readonly userId: string
  readonly bookingId: string
  readonly kind: ReminderKind
  readonly day: string
}

const DeliveryRow = v.object({
  id: v.string(),
  state: v.picklist(['queued', 'sending', 'sent', 'failed']),
  claim_id: v.nullable(v.string()),
  claimed_at: v.nullable(v.string()),
})
type DeliveryRow = v.InferOutput<typeof DeliveryRow>

/** A delivery this worker holds: only it may mark it sent or release it. */
export interface Claim {
  readonly deliveryId: string
  readonly claimId: string
}

const SettingsRow = v.object({
  email_off: v.nullable(v.string()),
  push_off: v.nullable(v.string()),
  email_version: v.nullable(v.number()),
})

const DeviceRow = v.object({
  id: v.string(),
  endpoint: v.string(),
  p256dh: v.string(),
  auth: v.string(),
  time_zone: v.nullable(v.string()),
})
export type Device = v.InferOutput<typeof DeviceRow>

export interface GuestChoices extends ReminderChoices {
  /** How often the email choice changed: an unsubscribe link works only at the version it was sent with. */
  readonly emailVersion: number
}

export function reminderStore(admin: SupabaseClient) {
  const deliveries = () => admin.from('reminder_deliveries')
  const now = () => new Date().toISOString()

  /** Takes a row for this worker if it is queued, or claimed so long ago that its worker is gone. */
  async function take(row: DeliveryRow): Promise<Claim | undefined> {
    const stale = row.state === 'sending' && (!row.claimed_at || Date.now() - Date.parse(row.claimed_at) > claimLeaseMs)
    if (row.state !== 'queued' && !stale) return undefined
    const claimId = crypto.randomUUID()
    // Compare and set: the update matches only while the row is as read, so two workers never both win.
    let update = deliveries().update({ state: 'sending', claim_id: claimId, claimed_at: now() }).eq('id', row.id)
    update = row.state === 'queued' ? update.eq('state', 'queued') : update.eq('claim_id', row.claim_id ?? '')
    const answer = await update.select('id')
    if (answer.error) throw storeError('delivery claim', answer)
    return answer.data.length === 1 ? { deliveryId: row.id, claimId } : undefined
  }

  return {
    /**
     * Records a reminder as queued; answers its id, or undefined when the same guest, booking, kind and day was
     * queued before (the database's unique constraint decides, so two cron runs cannot both queue it).
     */
    async queue(key: DeliveryKey): Promise<string | undefined> {
      const answer = await deliveries()
        .insert({ user_id: key.userId, booking_id: key.bookingId, kind: key.kind, day: key.day })
        .select('id')
        .single()
      if (answer.error?.code === '23505') return undefined
      if (answer.error) throw storeError('delivery queue', answer)
      return (answer.data as { id: string }).id
    },

    /** Forgets a queued reminder that could not be put on the queue, so the next run queues it again. */
    async unqueue(deliveryId: string): Promise<void> {
      const answer = await deliveries().delete().eq('id', deliveryId).eq('state', 'queued')
      if (answer.error) throw storeError('delivery unqueue', answer)
    },

    /** Claims a delivery before sending it; undefined when it is sent, failed, or another worker holds it. */
    async claim(deliveryId: string): Promise<Claim | undefined> {
      const answer = await deliveries().select('id,state,claim_id,claimed_at').eq('id', deliveryId).maybeSingle()
      if (answer.error) throw storeError('delivery read', answer)
      if (!answer.data) return undefined
      return take(v.parse(DeliveryRow, answer.data))
    },

    /** Marks a claimed delivery sent (by `channel`, or by none when the guest turned that kind off everywhere). */
    async sent(claim: Claim, channel: Channel | null): Promise<void> {
      const answer = await deliveries()
        .update({ state: 'sent', channel, sent_at: now() })
        .eq('id', claim.deliveryId)
        .eq('claim_id', claim.claimId)
      if (answer.error) throw storeError('delivery sent', answer)
    },

    /** Gives a claim back after a failed send, for the queue's retry. */
    async release(claim: Claim): Promise<void> {
      const answer = await deliveries()
        .update({ state: 'queued', claim_id: null, claimed_at: null })
        .eq('id', claim.deliveryId)
        .eq('claim_id', claim.claimId)
      if (answer.error) throw storeError('delivery release', answer)
    },

    /** Marks a delivery the queue gave up on (its dead-letter queue), unless it was sent after all. */
    async failed(deliveryId: string): Promise<void> {
      const answer = await deliveries().update({ state: 'failed' }).eq('id', deliveryId).neq('state', 'sent')
      if (answer.error) throw storeError('delivery failed', answer)
    },

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
          updated_at: now(),
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

    /** The devices a guest turned push on for. */
    async devices(userId: string): Promise<Device[]> {
      const answer = await admin
        .from('push_subscriptions')
        .select('id,endpoint,p256dh,auth,time_zone')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
      if (answer.error) throw storeError('push devices read', answer)
      return v.parse(v.array(DeviceRow), answer.data)
    },

    /** Saves a device's subscription for a guest (the same endpoint again replaces it); answers its id. */
    async addDevice(
      userId: string,
      device: { endpoint: string; p256dh: string; auth: string; timeZone: string | undefined },
    ): Promise<string> {
      const answer = await admin
        .from('push_subscriptions')
        .upsert(
          {
            user_id: userId,
            endpoint: device.endpoint,
            p256dh: device.p256dh,
            auth: device.auth,
            time_zone: device.timeZone ?? null,
          },
          { onConflict: 'endpoint' },
        )
        .select('id')
        .single()
      if (answer.error) throw storeError('push device save', answer)
      return (answer.data as { id: string }).id
    },

    /** Deletes a device's subscription: gone at its push service (404, 410), or signed out of. */
    async removeDevice(id: string, userId?: string): Promise<void> {
      let query = admin.from('push_subscriptions').delete().eq('id', id)
      if (userId) query = query.eq('user_id', userId)
      const answer = await query
      if (answer.error) throw storeError('push device delete', answer)
    },
  }
}

export type ReminderStore = ReturnType<typeof reminderStore>
