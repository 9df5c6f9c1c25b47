// The editable-element config of the visual editor (spec §3): the `data-directus` attribute holds
// semicolon-separated key:value pairs with the keys collection, item, fields (comma-separated) and mode.

export type EditMode = 'drawer' | 'modal' | 'popover'

export interface EditConfig {
  collection: string
  item: string | number
  fields?: string[]
  mode?: EditMode
}

const KEYS = ['collection', 'item', 'fields', 'mode'] as const
type Key = (typeof KEYS)[number]
const isKey = (key: string): key is Key => (KEYS as readonly string[]).includes(key)

/** The attribute value of a config: only the spec's keys, in their order. */
export function formatEditAttr(config: EditConfig): string {
  return KEYS.flatMap((key) => {
    const value = config[key]
    if (value === undefined) return []
    return [`${key}:${Array.isArray(value) ? value.join(',') : value}`]
  }).join(';')
}

export interface ParsedEditConfig {
  collection?: string
  item?: string
  fields?: string[]
  mode?: string
}

/** Reads an attribute value; pairs with other keys or without a colon are left out. */
export function parseEditAttr(value: string): ParsedEditConfig {
  const config: ParsedEditConfig = {}
  for (const pair of value.split(';')) {
    const colon = pair.indexOf(':')
    if (colon < 0) continue
    const key = pair.slice(0, colon).trim()
    const raw = pair.slice(colon + 1).trim()
    if (!isKey(key)) continue
    if (key === 'fields') config.fields = raw.split(',').flatMap((field) => field.trim() || [])
    else config[key] = raw
  }
  return config
}

/** Whether a region names the item it edits: without collection and item the editor cannot open it. */
export function isEditableConfig(config: ParsedEditConfig): boolean {
  return Boolean(config.collection && config.item)
}
