/**
 * The villa codes of a booking's supercontrol codes (one comma-separated field, SPEC §3),
 * trimmed, without blanks or repeats.
 * @example villaCodes(' 1201, 1202,,1201') // ['1201', '1202']
 */
export function villaCodes(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ]
}

/** The villas' names for display: the content service's name, or the code itself when it has none. */
export function villaLabels(codes: readonly string[], names: ReadonlyMap<string, { readonly name: string }>): string[] {
  return codes.map((code) => names.get(code)?.name ?? `Villa ${code}`)
}
