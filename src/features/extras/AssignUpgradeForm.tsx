import { useId } from 'react'
import { useTexts } from '../../views/PageContext.tsx'

export interface AssignWeek {
  readonly week: 1 | 2
  readonly placesLeft: number
  readonly candidates: readonly { readonly id: string; readonly name: string }[]
}

export interface AssignUpgradeFormProps {
  readonly action: string
  /** The upgrade's name in the page's language. */
  readonly upgradeName: string
  readonly weeks: readonly AssignWeek[]
  /** Ticked before a failed submit (in that week's form), so nothing is lost. */
  readonly chosen?: { readonly week: 1 | 2; readonly ids: readonly string[] } | undefined
}

function WeekForm({
  action,
  upgradeName,
  week,
  chosen,
}: {
  readonly action: string
  readonly upgradeName: string
  readonly week: AssignWeek
  readonly chosen: readonly string[]
}) {
  const t = useTexts()
  const id = useId()
  const none =
    week.placesLeft === 0
      ? t.extras_week_full({ week: week.week })
      : week.candidates.length === 0
        ? t.extras_week_nobody({ upgrade: upgradeName, week: week.week })
        : undefined
  return (
    <form method="post" action={action} className="assign-week">
      <input type="hidden" name="week" value={String(week.week)} />
      <fieldset className="fieldset">
        <legend>{t.extras_week_places({ week: week.week, count: week.placesLeft })}</legend>
        {none ? (
          <p>{none}</p>
        ) : (
          <>
            {week.candidates.map((guest) => (
              <div key={guest.id} className="check">
                <input
                  type="checkbox"
                  id={`${id}-${guest.id}`}
                  name={`guest-${guest.id}`}
                  defaultChecked={chosen.includes(guest.id)}
                />
                <label htmlFor={`${id}-${guest.id}`}>
                  <bdi>{guest.name}</bdi>
                </label>
              </div>
            ))}
            <button className="button" type="submit">
              {t.extras_ask_for_week({ week: week.week })}
            </button>
          </>
        )}
      </fieldset>
    </form>
  )
}

/** Assign an upgrade to guests, one form per week: the same in the modal and on its own page (plain POSTs). */
export function AssignUpgradeForm({ action, upgradeName, weeks, chosen }: AssignUpgradeFormProps) {
  const t = useTexts()
  return (
    <div className="assign">
      <p>{t.extras_assign_intro({ upgrade: upgradeName })}</p>
      {weeks.map((week) => (
        <WeekForm
          key={week.week}
          action={action}
          upgradeName={upgradeName}
          week={week}
          chosen={chosen?.week === week.week ? chosen.ids : []}
        />
      ))}
    </div>
  )
}
