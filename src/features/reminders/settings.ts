// A guest's reminder choices in account settings (issue 41): read for the page, and saved from its plain form. Email is
// on for every kind until turned off; push choices apply to every device the guest turned push on for.
import * as v from 'valibot'
import type { Scope } from '../../scope/scope.ts'
import { reminderKinds, type ReminderChoices, type ReminderKind } from './kinds.ts'
import { storeFor } from './send.ts'
import { pushConfigured } from './push.ts'

/**
 * What the settings section shows: the choices, how many devices have push on and whether this one does, the VAPID
 * public key a device subscribes with (undefined: push is not configured), or that it cannot say.
 */
export type ReminderSettings =
  | {
      readonly choices: ReminderChoices
      readonly devices: number
      readonly thisDevice: boolean
      readonly pushKey: string | undefined
    }
  | { readonly unavailable: true }

/** The form's field for a kind on a channel: `email-wellness`, `push-way-home`. */
export const fieldName = (channel: 'email' | 'push', kind: ReminderKind) => `${channel}-${kind}`

/** The form: a checkbox per kind and channel ("on" when ticked, absent when not); `push` says push's were shown. */
export const SettingsForm = v.record(v.string(), v.pipe(v.string(), v.maxLength(10)))

/**
 * Reads the signed-in guest's choices and devices; `deviceId` is this device's subscription (its cookie). A failure is
 * reported and the section says it is unavailable.
 */
export async function readReminderSettings(scope: Scope, deviceId?: string): Promise<ReminderSettings> {
  const userId = scope.guest?.userId
  const store = storeFor(scope)
  if (!userId || !store) return { unavailable: true }
  try {
    const [choices, devices] = await Promise.all([store.choices(userId), store.devices(userId)])
    return {
      choices,
      devices: devices.length,
      thisDevice: devices.some((device) => device.id === deviceId),
      pushKey: pushConfigured(scope.config) ? scope.config.VAPID_PUBLIC_KEY : undefined,
    }
  } catch (error) {
    scope.report('reminders.settings', error)
    return { unavailable: true }
  }
}

/**
 * The choices a posted form makes: a kind is off on a channel when its box is not ticked. Push's boxes count only when
 * the form showed them (`push=shown`): a guest with no device keeps the push choices they had.
 */
export function choicesFromForm(form: Readonly<Record<string, string>>, before: ReminderChoices): ReminderChoices {
  const off = (channel: 'email' | 'push') =>
    new Set(reminderKinds.filter((kind) => form[fieldName(channel, kind)] !== 'on'))
  return { emailOff: off('email'), pushOff: form.push === 'shown' ? off('push') : before.pushOff }
}

/** Saves the signed-in guest's choices from the form; throws when they cannot be saved (the route says so). */
export async function saveReminderSettings(scope: Scope, form: Readonly<Record<string, string>>): Promise<void> {
  const userId = scope.guest?.userId
  const store = storeFor(scope)
  if (!userId || !store) throw new Error('Reminder settings need a signed-in guest and SUPABASE_SERVICE_ROLE_KEY')
  const before = await store.choices(userId)
  await store.saveChoices(userId, choicesFromForm(form, before), before)
}
