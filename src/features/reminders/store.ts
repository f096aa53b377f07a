// The reminders' tables in the Supabase project (supabase/migrations/20261127000000_reminders.sql), written by the
// server with the service role: deliveries and their claims here, each guest's choices (choices-table.ts) and their
// devices (devices-table.ts).
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { storeError } from '../../integrations/auth/admin.ts'
import type { Channel, ReminderKind } from './kinds.ts'
import { choicesTable } from './choices-table.ts'
import { devicesTable } from './devices-table.ts'

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
    ...choicesTable(admin),
    ...devicesTable(admin),

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
  }
}

export type ReminderStore = ReturnType<typeof reminderStore>
