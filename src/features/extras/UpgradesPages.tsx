import { upgradeName, type PurchasedUpgrade } from './upgrades.ts'
import { ownWords, type Locale } from '../../domain/locale.ts'
import { namesInARow } from '../../domain/formatters.ts'
import type { Texts } from '../../i18n/texts.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { AssignUpgradesModal } from './AssignUpgradesModal.tsx'
import { AssignUpgradeForm, type AssignWeek } from './AssignUpgradeForm.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

export interface UpgradeView {
  readonly upgrade: PurchasedUpgrade
  readonly action: string
  readonly weeks: readonly AssignWeek[]
  /** Why nobody can be given a place in any week (then there is no Assign), in the guest's language, else undefined. */
  readonly nothingToAssign: string | undefined
}

/** Who holds the places: names one after another as the language lists them, without "and" ('Mia, Leo'). */
function holders(names: readonly string[], t: Texts, locale: Locale): string {
  if (names.length === 0) return t.extras_nobody_yet()
  // Each name isolated, so a Latin name keeps its order in an Arabic row (issue 38, item 6).
  return namesInARow(
    names.map((name) => ownWords(name, locale)),
    locale,
  )
}

/** Who holds an upgrade in week 1 and week 2. */
function Holders({ upgrade }: { readonly upgrade: PurchasedUpgrade }) {
  const t = useTexts()
  const locale = useLocale()
  return (
    <>
      {([1, 2] as const).map((week) => (
        <div key={week}>
          <dt>{t.extras_week({ week })}</dt>
          <dd>{holders(upgrade.holders[week], t, locale)}</dd>
        </div>
      ))}
    </>
  )
}

/** /account/upgrades: what was bought, who holds it each week, and (for the lead booker) a way to assign it. */
export function UpgradesPage({
  upgrades,
  canAssign,
}: {
  readonly upgrades: readonly UpgradeView[]
  readonly canAssign: boolean
}) {
  const t = useTexts()
  return (
    <div className="stack">
      {upgrades.length === 0 && <p className="lead">{t.extras_upgrades_none()}</p>}
      {upgrades.map(({ upgrade, action, weeks, nothingToAssign }) => (
        <section key={upgrade.kind} className="card stack" aria-labelledby={`upgrade-${upgrade.kind}`}>
          <h2 id={`upgrade-${upgrade.kind}`}>{upgradeName(upgrade.kind, t)}</h2>
          <dl className="facts">
            <div>
              <dt>{t.extras_places_bought()}</dt>
              <dd>{upgrade.quantity}</dd>
            </div>
            <Holders upgrade={upgrade} />
          </dl>
          {canAssign &&
            (nothingToAssign ? (
              <p>{nothingToAssign}</p>
            ) : (
              <AssignUpgradesModal action={action} upgradeName={upgradeName(upgrade.kind, t)} weeks={weeks} />
            ))}
        </section>
      ))}
      {!canAssign && upgrades.length > 0 && <p>{t.extras_lead_assigns()}</p>}
      <p>
        <a href="/account/my-bookings#extras">{t.extras_see_requests()}</a>
      </p>
    </div>
  )
}

/**
 * /account/upgrades/{kind}: the assign forms as a page (the modal's forms without JavaScript). Someone who may not
 * assign sees who holds the upgrade and why, and no form.
 */
export function AssignUpgradePage({
  view,
  canAssign,
  chosen,
  message,
}: {
  readonly view: UpgradeView
  readonly canAssign: boolean
  readonly chosen?: { readonly week: 1 | 2; readonly ids: readonly string[] } | undefined
  readonly message?: string | undefined
}) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {canAssign ? (
        <AssignUpgradeForm
          action={view.action}
          upgradeName={upgradeName(view.upgrade.kind, t)}
          weeks={view.weeks}
          chosen={chosen}
        />
      ) : (
        <dl className="facts">
          <Holders upgrade={view.upgrade} />
        </dl>
      )}
      <p>
        <a href="/account/upgrades">{t.extras_back_upgrades()}</a>
      </p>
    </div>
  )
}
