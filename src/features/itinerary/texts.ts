/**
 * The message catalogue's types, for domain rules that word a sentence: such a rule takes `t: Texts` (decision 045).
 * The itinerary's modules import only rules (test/features/itinerary/itinerary.test.ts), so they take
 * the types here.
 */
export type { PlainTextKey, Texts } from '../../i18n/texts.ts'
