// The devices each guest turned push on for (push_subscriptions): their push service's endpoint and keys, and the
// device's time zone for the sending hours.
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { storeError } from '../../integrations/auth/admin.ts'

const DeviceRow = v.object({
  id: v.string(),
  endpoint: v.string(),
  p256dh: v.string(),
  auth: v.string(),
  time_zone: v.nullable(v.string()),
})
export type Device = v.InferOutput<typeof DeviceRow>

export function devicesTable(admin: SupabaseClient) {
  return {
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
