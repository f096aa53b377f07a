import { useId } from 'react'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import type { Texts } from '../../i18n/texts.ts'
import { reminderKinds, type ReminderKind } from './kinds.ts'
import { fieldName, type ReminderSettings } from './settings.ts'
import { PushDevicePart } from './PushDevicePart.tsx'

const kindLabel = (kind: ReminderKind, t: Texts): string =>
  ({
    advance: t.reminders_kind_advance,
    arrange: t.reminders_kind_arrange,
    wellness: t.reminders_kind_wellness,
    'way-home': t.reminders_kind_way_home,
    answers: t.reminders_kind_answers,
  })[kind]()

function Boxes({ channel, off }: { readonly channel: 'email' | 'push'; readonly off: ReadonlySet<ReminderKind> }) {
  const t = useTexts()
  const id = useId()
  return reminderKinds.map((kind) => (
    <div key={kind} className="check">
      <input
        type="checkbox"
        id={`${id}-${kind}`}
        name={fieldName(channel, kind)}
        value="on"
        defaultChecked={!off.has(kind)}
      />
      <label htmlFor={`${id}-${kind}`}>{kindLabel(kind, t)}</label>
    </div>
  ))
}

/**
 * Account settings' reminders (issue 41): which kinds come by email and by push, as one plain form that works
 * without JavaScript. Push's boxes show once a device has push on (turning it on needs the browser).
 */
export function SettingsSection({
  settings,
  outcome,
  push,
}: {
  readonly settings: ReminderSettings
  /** What the last save did: the page after the form's redirect says so. */
  readonly outcome: 'saved' | 'failed' | undefined
  /** What turning push on or off on this device last did. */
  readonly push?: 'on' | 'off' | 'failed' | undefined
}) {
  const t = useTexts()
  return (
    <section id="reminders" className="stack" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t.reminders_settings_heading()}</h2>
      {outcome === 'saved' && <Alert kind="notice">{t.reminders_settings_saved()}</Alert>}
      {outcome === 'failed' && <Alert kind="error">{t.reminders_settings_failed()}</Alert>}
      {'unavailable' in settings ? (
        <Alert kind="error">{t.reminders_settings_unavailable()}</Alert>
      ) : (
        <>
          <p>{t.reminders_settings_intro()}</p>
          <form method="post" action="/account/account-settings/reminders" className="stack">
            <fieldset className="fieldset">
              <legend>{t.reminders_settings_email()}</legend>
              <Boxes channel="email" off={settings.choices.emailOff} />
            </fieldset>
            {settings.devices > 0 ? (
              <fieldset className="fieldset">
                <legend>{t.reminders_settings_push()}</legend>
                <input type="hidden" name="push" value="shown" />
                <p>{t.reminders_settings_devices({ count: settings.devices })}</p>
                <Boxes channel="push" off={settings.choices.pushOff} />
              </fieldset>
            ) : (
              <p>{t.reminders_settings_no_devices()}</p>
            )}
            <button className="button" type="submit">
              {t.reminders_settings_save()}
            </button>
          </form>
          <PushDevicePart thisDevice={settings.thisDevice} pushKey={settings.pushKey} outcome={push} />
        </>
      )}
    </section>
  )
}
