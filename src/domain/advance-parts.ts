// The five parts of advance information (SPEC §4, §5) and the content service's slice variation that asks for each:
// the content integration reads the parts asked for, the advance-information feature words and checks them.

export const advanceParts = ['group', 'address', 'villaConfiguration', 'flight', 'registration'] as const
export type AdvancePart = (typeof advanceParts)[number]

/** SPEC §4: the content's slice variation that asks for each part. */
const variations: Record<string, AdvancePart> = {
  default: 'group',
  address: 'address',
  villaConfiguration: 'villaConfiguration',
  flight: 'flight',
  registration: 'registration',
}

/** The part a slice variation asks for, or undefined for one we do not know. */
export const partOfVariation = (variation: string): AdvancePart | undefined =>
  Object.hasOwn(variations, variation) ? variations[variation] : undefined

/** Where each part is completed (its form page; the group part is the guests on the home page). */
