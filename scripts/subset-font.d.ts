// subset-font ships no types: the one call build.ts makes (harfbuzz's hb-subset, for the first-contact cut of the
// heading face; decision 054).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { readonly targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Uint8Array>
}
