import { Frame, type FormPageProps } from './AdvancePartPages.tsx'
import { SelectField, firstError } from '../../views/parts/Field.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import { roomField } from './advance-forms.ts'

export interface VillaChoices {
  readonly code: string
  readonly name: string
  readonly choices: readonly { readonly value: string; readonly label: string; readonly description: string }[]
}

export function VillaConfigurationPage({
  action,
  values,
  errors,
  message,
  villas,
}: FormPageProps & { readonly villas: readonly VillaChoices[] }) {
  const t = useTexts()
  const first = firstError(errors)
  const configurable = villas.filter((villa) => villa.choices.length > 0)
  return (
    <Frame errors={errors} message={message}>
      {configurable.length === 0 ? (
        <p>{t.advance_villa_by_team()}</p>
      ) : (
        <form method="post" action={action} noValidate className="guest-form">
          {configurable.map((villa) => (
            <SelectField
              key={villa.code}
              label={t.advance_villa_question({ villa: villa.name })}
              name={roomField(villa.code)}
              options={villa.choices.map((choice) => ({
                value: choice.value,
                label: choice.description
                  ? t.advance_villa_choice({ label: choice.label, description: choice.description })
                  : choice.label,
              }))}
              value={values[roomField(villa.code)]}
              error={errors?.[roomField(villa.code)]}
              autoFocus={first === roomField(villa.code)}
              placeholder={t.advance_choose_setup()}
            />
          ))}
          <button className="button" type="submit">
            {t.advance_save_room_setup()}
          </button>
        </form>
      )}
      {villas.some((villa) => villa.choices.length === 0) && configurable.length > 0 && (
        <p>{t.advance_other_villas_by_team()}</p>
      )}
    </Frame>
  )
}
