import type { PurchasedUpgrade } from '../../domain/upgrades.ts'
import { Alert } from '../parts/Alert.tsx'
import { AssignUpgradesModal } from '../parts/AssignUpgradesModal.tsx'
import { AssignUpgradeForm, type AssignWeek } from '../parts/AssignUpgradeForm.tsx'

export interface UpgradeView {
  readonly upgrade: PurchasedUpgrade
  readonly action: string
  readonly weeks: readonly AssignWeek[]
  /** Why nobody can be given a place in any week (then there is no Assign), else undefined. */
  readonly nothingToAssign: string | undefined
}

const holders = (names: readonly string[]) => (names.length ? names.join(', ') : 'nobody yet')

/** /account/upgrades: what was bought, who holds it each week, and (for the lead booker) a way to assign it. */
export function UpgradesPage({
  upgrades,
  canAssign,
}: {
  readonly upgrades: readonly UpgradeView[]
  readonly canAssign: boolean
}) {
  return (
    <div className="stack">
      {upgrades.length === 0 && (
        <p className="lead">This booking has no upgrades. See what you can add under Tailor your holiday.</p>
      )}
      {upgrades.map(({ upgrade, action, weeks, nothingToAssign }) => (
        <section key={upgrade.kind} className="card stack" aria-labelledby={`upgrade-${upgrade.kind}`}>
          <h2 id={`upgrade-${upgrade.kind}`}>{upgrade.name}</h2>
          <dl className="facts">
            <div>
              <dt>Places bought</dt>
              <dd>{upgrade.quantity}</dd>
            </div>
            <div>
              <dt>Week 1</dt>
              <dd>{holders(upgrade.holders[1])}</dd>
            </div>
            <div>
              <dt>Week 2</dt>
              <dd>{holders(upgrade.holders[2])}</dd>
            </div>
          </dl>
          {canAssign &&
            (nothingToAssign ? (
              <p>{nothingToAssign}</p>
            ) : (
              <AssignUpgradesModal action={action} upgradeName={upgrade.name} weeks={weeks} />
            ))}
        </section>
      ))}
      {!canAssign && upgrades.length > 0 && <p>The lead booker assigns upgrades. Please ask them, or contact us.</p>}
      <p>
        <a href="/account/my-bookings#extras">See your requests with your extras</a>
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
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {canAssign ? (
        <AssignUpgradeForm action={view.action} upgradeName={view.upgrade.name} weeks={view.weeks} chosen={chosen} />
      ) : (
        <dl className="facts">
          <div>
            <dt>Week 1</dt>
            <dd>{holders(view.upgrade.holders[1])}</dd>
          </div>
          <div>
            <dt>Week 2</dt>
            <dd>{holders(view.upgrade.holders[2])}</dd>
          </div>
        </dl>
      )}
      <p>
        <a href="/account/upgrades">Back to your upgrades</a>
      </p>
    </div>
  )
}
