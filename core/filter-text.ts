// A visitor's text in a Directus filter. Directus reads some filter values as something other than text
// (@directus/utils parseFilter): the dynamic variables ($NOW(-1 year), $CURRENT_USER.email …, evaluated
// for whoever asks) and the literals true, false, null and NULL. Its LIKE operators (_contains,
// _icontains, _starts_with …) take % and _ as wildcards. It offers no escape for any of them.

/** The prefixes of Directus's dynamic variables ($CURRENT_ROLE also starts $CURRENT_ROLES). */
const DYNAMIC_VARIABLES = ['$NOW', '$CURRENT_USER', '$CURRENT_ROLE', '$CURRENT_POLICIES']

const LITERALS = ['true', 'false', 'null', 'NULL']

const LIKE_WILDCARDS = /[%_]/

/** Operators whose value Directus also takes as a comma-separated list. */
const LIST_OPERATORS = ['_in', '_nin', '_between', '_nbetween']

/** Whether Directus reads a filter value as one of its dynamic variables. */
const isDynamicVariable = (value: string): boolean =>
  DYNAMIC_VARIABLES.some((prefix) => value.startsWith(prefix))

/**
 * Whether a filter (or a `deep` query) holds a value that Directus reads as a dynamic variable, also as
 * one item of a list given as comma-separated text (_in, _between).
 */
export function holdsDynamicVariable(filter: unknown, operator = ''): boolean {
  if (typeof filter === 'string')
    return (LIST_OPERATORS.includes(operator) ? filter.split(',') : [filter]).some(isDynamicVariable)
  if (Array.isArray(filter)) return filter.some((item) => holdsDynamicVariable(item))
  if (typeof filter === 'object' && filter !== null)
    return Object.entries(filter).some(([key, value]) => holdsDynamicVariable(value, key))
  return false
}

/**
 * A visitor's text for an exact comparison (_eq, _in), or null when Directus would read it as something
 * else: then nothing can match it, and the caller answers "none" without asking.
 */
export function exactText(text: string): string | null {
  return isDynamicVariable(text) || LITERALS.includes(text) ? null : text
}

/**
 * A visitor's text for a case-insensitive comparison (_icontains, _istarts_with), spelt so that Directus
 * reads it as text and finds the same rows ("$NOW" as "$now", "null" as "Null"); or null when it holds a
 * LIKE wildcard, which would match other names (no name of a place or hotel holds % or _).
 */
export function caseInsensitiveText(text: string): string | null {
  if (LIKE_WILDCARDS.test(text)) return null
  if (!isDynamicVariable(text) && !LITERALS.includes(text)) return text
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()
}
