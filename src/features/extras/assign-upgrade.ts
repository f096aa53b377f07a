import type { Scope } from '../../scope/scope.ts'
import { refusal } from '../../domain/companion-rights.ts'
import { assignmentProblem } from './upgrade-assignment.ts'
import { enquiryTypeOf, requestDetails, type Week } from './upgrades.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { requestUpgrades } from '../../integrations/dynamics/extras.ts'
import type { Upgrades } from './upgrades-reads.ts'
import type { UpgradeView } from './UpgradesPages.tsx'
import { attemptWrite } from '../advance-information/attempt-write.ts'
import { refused, type ActionOutcome } from '../../domain/outcome.ts'

/**
 * Asks the resort to give an upgrade to guests for a week (docs/upgrades.md): only the lead booker may, only guests
 * who could have it that week, never more than the places left; the request is a guest-hub enquiry on the booking
 * account, shown at once as a Pending extra.
 */
export async function assignUpgrade(
  scope: Scope,
  upgrades: Upgrades,
  view: UpgradeView,
  week: Week,
  guestIds: readonly string[],
): Promise<ActionOutcome> {
  if (!upgrades.lead) return refused(refusal(scope.texts, 'upgrades'), 403)
  const allowed = upgrades.guests.filter((g) =>
    view.weeks[week - 1]?.candidates.some((candidate) => candidate.id === g.id),
  )
  const t = scope.texts
  const problem = assignmentProblem(view.upgrade, week, guestIds, allowed, t)
  if (problem) return refused(problem, 400)
  const accountId = upgrades.accountId
  if (!accountId) return refused(t.extras_no_account(), 409)
  const names = allowed.filter((g) => guestIds.includes(g.id)).map((g) => g.name)
  const request = { type: enquiryTypeOf[view.upgrade.kind], details: requestDetails(view.upgrade.name, week, names) }
  return attemptWrite(scope, 'upgrades.assign', 'request', () =>
    requestUpgrades(dynamicsClient(scope.config), accountId, request),
  )
}
