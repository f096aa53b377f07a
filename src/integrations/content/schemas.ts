import type * as prismic from '@prismicio/client'
import * as v from 'valibot'

/** A rich text field as the Content API sends it (an array of blocks); rendered with the client's asHTML/asText. */
export const RichText = v.custom<prismic.RichTextField>((value) => Array.isArray(value), 'Expected rich text')
