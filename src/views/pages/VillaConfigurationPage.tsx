import { Frame, type FormPageProps } from './AdvancePartPages.tsx'
import { SelectField, firstError } from '../parts/Field.tsx'

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
  const first = firstError(errors)
  const configurable = villas.filter((villa) => villa.choices.length > 0)
  return (
    <Frame errors={errors} message={message}>
      {configurable.length === 0 ? (
        <p>Your villa's rooms are set up by our team. Please contact us if you have a request.</p>
      ) : (
        <form method="post" action={action} noValidate className="guest-form">
          {configurable.map((villa) => (
            <SelectField
              key={villa.code}
              label={`How should the bedrooms of ${villa.name} be made up?`}
              name={`room-${villa.code}`}
              options={villa.choices.map((choice) => ({
                value: choice.value,
                label: choice.description ? `${choice.label}: ${choice.description}` : choice.label,
              }))}
              value={values[`room-${villa.code}`]}
              error={errors?.[`room-${villa.code}`]}
              autoFocus={first === `room-${villa.code}`}
              placeholder="Choose a set-up"
            />
          ))}
          <button className="button" type="submit">
            Save room set-up
          </button>
        </form>
      )}
      {villas.some((villa) => villa.choices.length === 0) && configurable.length > 0 && (
        <p>Other villas on your booking are set up by our team.</p>
      )}
    </Frame>
  )
}
