import type { ExtraGroup, ExtraView } from './extras.ts'
import type { StatusLabel } from '../../domain/extra-status.ts'

export interface ExtrasSummary {
  readonly total: number
  /** How many extras carry each label, in the order a guest reads them (what is still pending first); none at 0. */
  readonly counts: readonly { readonly label: StatusLabel; readonly count: number }[]
  /** The most recently asked for, newest first. */
  readonly recent: readonly ExtraView[]
}

const labelOrder: readonly StatusLabel[] = ['Pending', 'Done', 'Invoiced']

/**
 * Home's summary of the extras (issue 28): counts by status and the few most recent; the full list is one tap away.
 * An extra with no date of its own comes after those with one, in the list's order.
 */
export function summariseExtras(groups: readonly ExtraGroup[], recentCount = 3): ExtrasSummary {
  const extras = groups.flatMap((group) => group.extras)
  const counts = labelOrder
    .map((label) => ({ label, count: extras.filter((extra) => extra.label === label).length }))
    .filter(({ count }) => count > 0)
  const newestFirst = extras
    .map((extra, index) => ({ extra, index, at: extra.createdOn ? Date.parse(extra.createdOn) : Number.NaN }))
    .sort((a, b) => (Number.isNaN(a.at) ? 1 : 0) - (Number.isNaN(b.at) ? 1 : 0) || b.at - a.at || a.index - b.index)
  return { total: extras.length, counts, recent: newestFirst.slice(0, recentCount).map(({ extra }) => extra) }
}
