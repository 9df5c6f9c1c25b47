/**
 * The translator of the copy catalogue: flat keys, `{{name}}` / `{{ name }}` / `{{a.b}}` / `{{value, number}}`
 * interpolation without escaping (React and the mail templates escape), and plural keys (`key_one`,
 * `key_other`) chosen by `count` with the German plural rules, as i18next does. The key type is the
 * catalogue's, so a missing key is a type error, and a text with placeholders must be given its variables.
 */
export const LANGUAGE = 'de'

export type Translations = Readonly<Record<string, string>>
export type TranslateOptions = Readonly<Record<string, unknown>>

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
/** A catalogue's keys, a plural family (`nights_one`, `nights_other`) as its base key (`nights`). */
export type CopyKey<C> = {
  [K in keyof C & string]: K extends `${infer Base}_${PluralSuffix}` ? Base : K
}[keyof C & string]
type TextOf<C, K extends string> = C[K & keyof C] | C[`${K}_${PluralSuffix}` & keyof C]
type VariableName<E extends string> = E extends `${infer Name},${string}`
  ? VariableName<Name>
  : E extends ` ${infer Name}` | `${infer Name} `
    ? VariableName<Name>
    : E extends `${infer Root}.${string}`
      ? Root
      : E
type Variables<T> = T extends `${string}{{${infer Expression}}}${infer Rest}`
  ? VariableName<Expression> | Variables<Rest>
  : never
type Plural<C, K extends string> = `${K}_other` extends keyof C ? 'count' : never
type Needed<C, K extends string> = Variables<TextOf<C, K>> | Plural<C, K>
/** The options a key needs: none for a plain text, its variables (and `count` for a plural) otherwise. */
export type OptionsFor<C, K extends string> = string extends keyof C
  ? [options?: TranslateOptions]
  : [Needed<C, K>] extends [never]
    ? [options?: TranslateOptions]
    : [options: TranslateOptions & Record<Needed<C, K>, unknown>]

export type Translate<C> = <K extends CopyKey<C>>(key: K, ...options: OptionsFor<C, K>) => string

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g
// One for the process: creating Intl objects is costly, and the server renders a translator per page.
const plurals = new Intl.PluralRules(LANGUAGE)
const numbers = new Intl.NumberFormat(LANGUAGE)

/** A text cut at its placeholders: literal pieces and `{{name, format}}` slots, in order. */
type Piece = string | { readonly whole: string; readonly name: string; readonly format: string | undefined }
// A page translates a few hundred texts; parsing each once per process keeps the regex off the hot path.
// Texts come from the catalogue and the loaded translations, so the map stays small; the bound guards
// against a source of ever new texts.
const parsedTexts = new Map<string, readonly Piece[]>()
const PARSED_TEXTS_MAX = 10_000

function pieces(text: string): readonly Piece[] {
  const known = parsedTexts.get(text)
  if (known) return known
  const parts: Piece[] = []
  let last = 0
  for (const match of text.matchAll(placeholder)) {
    const [whole, expression = ''] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    const [name = '', format] = expression.split(',').map((part) => part.trim())
    parts.push({ whole, name, format })
    last = match.index + whole.length
  }
  if (last < text.length) parts.push(text.slice(last))
  if (parsedTexts.size >= PARSED_TEXTS_MAX) parsedTexts.clear()
  parsedTexts.set(text, parts)
  return parts
}

function lookup(options: TranslateOptions, path: string): { found: boolean; value: unknown } {
  if (path in options) return { found: true, value: options[path] }
  let value: unknown = options
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(part in value))
      return { found: false, value: undefined }
    value = (value as Record<string, unknown>)[part]
  }
  return { found: true, value }
}

/** `{{name}}`, `{{ name }}`, `{{a.b}}` and `{{value, number}}`, as i18next interpolates without escaping. */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text
  let out = ''
  for (const piece of pieces(text)) {
    if (typeof piece === 'string') {
      out += piece
      continue
    }
    const { found, value } = lookup(options, piece.name)
    // i18next leaves a placeholder whose variable was not passed at all, and empties a null one.
    if (!found) out += piece.whole
    else if (value === undefined || value === null) continue
    else if (piece.format === 'number' && typeof value === 'number') out += numbers.format(value)
    else out += String(value)
  }
  return out
}

/**
 * A `t` over one catalogue (or the translations the server loaded). With a typed catalogue a missing key
 * cannot compile; with loaded translations (plain records) a missing key is reported and comes back as is.
 */
export function createTranslator<C extends Translations>(
  translations: C,
  onMissing: (key: string) => void = (key) => console.warn(`Missing translation: ${key}`),
): Translate<C> {
  const t = (key: string, options?: TranslateOptions): string => {
    const count = options?.count
    if (typeof count === 'number') {
      const plural = translations[`${key}_${plurals.select(count)}`]
      if (plural !== undefined) return interpolate(plural, options)
    }
    const text = translations[key]
    if (text !== undefined) return interpolate(text, options)
    onMissing(key)
    return interpolate(key, options)
  }
  return t as Translate<C>
}
