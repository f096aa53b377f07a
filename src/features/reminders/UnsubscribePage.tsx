import { useTexts } from '../../views/PageContext.tsx'

export type UnsubscribeState = 'ask' | 'done' | 'used' | 'invalid'

/**
 * The one-click unsubscribe link's page (RFC 8058): it asks before a person's tap (a mail client's own POST needs no
 * page), then says what happened. Works without JavaScript and without signing in: the link's token is the proof.
 */
export function UnsubscribePage({ state }: { readonly state: UnsubscribeState }) {
  const t = useTexts()
  const words: Record<Exclude<UnsubscribeState, 'ask'>, string> = {
    done: t.reminders_unsubscribe_done(),
    used: t.reminders_unsubscribe_used(),
    invalid: t.reminders_unsubscribe_invalid(),
  }
  return (
    <section className="auth">
      <h1>{t.reminders_unsubscribe_title()}</h1>
      {state === 'ask' ? (
        <>
          <p>{t.reminders_unsubscribe_ask()}</p>
          <form method="post">
            <button className="button" type="submit">
              {t.reminders_email_unsubscribe()}
            </button>
          </form>
        </>
      ) : (
        <p role={state === 'invalid' ? 'alert' : 'status'}>{words[state]}</p>
      )}
      <p className="auth__aside">
        <a href="/account/account-settings#reminders">{t.nav_account_settings()}</a>
      </p>
    </section>
  )
}
