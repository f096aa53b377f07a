import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import type { PushIslandSetup } from '../../browser/push-device.ts'

/**
 * Account settings' "notifications on this device" (issue 41). Off: what will come, how iPhone and iPad get them, and
 * a button the loader shows after the load event (hiding the sentence that turning on needs JavaScript); a tap, and only a tap, loads the island that asks the browser's
 * permission and subscribes (decision 018). Without JavaScript it says turning on needs it. On here: a plain form
 * turns it off.
 */
export function PushDevicePart({
  thisDevice,
  pushKey,
  outcome,
}: {
  readonly thisDevice: boolean
  readonly pushKey: string | undefined
  /** What the last turn on or off did (the page after it says so). */
  readonly outcome: 'on' | 'off' | 'failed' | undefined
}) {
  const t = useTexts()
  if (!pushKey && !thisDevice) return null
  const setup: PushIslandSetup | undefined = pushKey
    ? {
        key: pushKey,
        working: t.reminders_push_working(),
        denied: t.reminders_push_denied(),
        unsupported: t.reminders_push_unsupported(),
        failed: t.reminders_push_failed(),
      }
    : undefined
  return (
    <div className="stack" id="push-device">
      <h3>{t.reminders_push_heading()}</h3>
      {outcome === 'on' && <Alert kind="notice">{t.reminders_push_now_on()}</Alert>}
      {outcome === 'off' && <Alert kind="notice">{t.reminders_push_now_off()}</Alert>}
      {outcome === 'failed' && <Alert kind="error">{t.reminders_push_failed()}</Alert>}
      {thisDevice ? (
        <>
          <p>{t.reminders_push_on_here()}</p>
          <form method="post" action="/account/account-settings/push/remove">
            <button className="button button--secondary" type="submit">
              {t.reminders_push_turn_off()}
            </button>
          </form>
        </>
      ) : (
        <>
          <p>{t.reminders_push_explain()}</p>
          <p>{t.reminders_push_ios()}</p>
          {/* Not <noscript>: a browser that blocks our script but runs others would show neither. The loader hides it. */}
          <p data-push-needs-js="">{t.reminders_push_needs_js()}</p>
          <button className="button" type="button" hidden data-push-on={JSON.stringify(setup)}>
            {t.reminders_push_turn_on()}
          </button>
          <p role="status" data-push-status="" />
        </>
      )}
    </div>
  )
}
