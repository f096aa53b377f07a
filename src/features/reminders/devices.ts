// This device's push subscription (issue 41): what the settings' island posts when the guest turns push on, saved
// for the signed-in guest; removed when they turn it off here or sign out of this device.
import * as v from 'valibot'
import type { Scope } from '../../scope/scope.ts'
import { storeFor } from './send.ts'
import { isTimeZone } from './sending-hours.ts'

/** base64url of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url'),
    v.check((text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes, `must be ${bytes} bytes`),
  )

const timeZone = v.pipe(
  v.string(),
  v.check((zone) => isTimeZone(zone), 'must be an IANA time zone'),
)

/** The island's post: `PushSubscription.toJSON()` (RFC 8030 endpoint, RFC 8291 keys) and the device's time zone. */
export const DeviceBody = v.object({
  subscription: v.object({
    endpoint: v.pipe(v.string(), v.maxLength(2048), v.url(), v.startsWith('https://', 'must be https')),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: base64url(65), auth: base64url(16) }),
  }),
  timeZone: v.optional(timeZone),
})
export type DeviceBody = v.InferOutput<typeof DeviceBody>

/** Saves this device's subscription for the signed-in guest; answers its id (kept in a cookie on this device). */
export async function saveThisDevice(scope: Scope, body: DeviceBody): Promise<string> {
  const userId = scope.guest?.userId
  const store = storeFor(scope)
  if (!userId || !store) throw new Error('Push needs a signed-in guest and SUPABASE_SERVICE_ROLE_KEY')
  const { endpoint, keys } = body.subscription
  return store.addDevice(userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth, timeZone: body.timeZone })
}

/** Removes this device's subscription (`id` from its cookie), only if it is the signed-in guest's. */
export async function removeThisDevice(scope: Scope, id: string): Promise<void> {
  const userId = scope.guest?.userId
  const store = storeFor(scope)
  if (!userId || !store || !v.is(v.pipe(v.string(), v.uuid()), id)) return
  await store.removeDevice(id, userId)
}
