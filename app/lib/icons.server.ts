import { icons as lucide } from '@iconify-json/lucide'

import {
  DEFAULT_ICON_PREFIX,
  parseIconName,
  type IconData,
  type IconSetResponse,
  type ResolvedIcon,
} from './icons'

/** More names than any page needs; keeps one request from serialising the whole set. */
export const MAX_ICONS_PER_REQUEST = 100
const MAX_ALIAS_DEPTH = 5

function findIcon(name: string): IconData | undefined {
  let current = name
  for (let depth = 0; depth <= MAX_ALIAS_DEPTH; depth += 1) {
    const icon = lucide.icons[current]
    if (icon) {
      const data: IconData = { body: icon.body }
      if (icon.width !== undefined) data.width = icon.width
      if (icon.height !== undefined) data.height = icon.height
      return data
    }
    const alias = lucide.aliases?.[current]
    if (!alias) return undefined
    current = alias.parent
  }
  return undefined
}

/** Icon names from a comma-separated `icons` query value: trimmed, distinct, well-formed, capped. */
export function parseIconNames(value: string | null): string[] {
  if (!value) return []
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => parseIconName(name)?.name === name)
  return [...new Set(names)].slice(0, MAX_ICONS_PER_REQUEST)
}

/** The installed set's answer in the Iconify API shape; unknown names are left out. */
export function getIcons(names: readonly string[]): IconSetResponse {
  const icons: Record<string, IconData> = {}
  for (const name of names) {
    const icon = findIcon(name)
    if (icon) icons[name] = icon
  }
  return { prefix: DEFAULT_ICON_PREFIX, icons, width: lucide.width ?? 16, height: lucide.height ?? 16 }
}

/**
 * Icons for server rendering, keyed as `<Icon name>` asks for them (`lucide:plane`), so that they render
 * as inline SVG without JavaScript when handed to `IconProvider`.
 */
export function serverIcons(fullNames: readonly string[]): Record<string, ResolvedIcon> {
  const result: Record<string, ResolvedIcon> = {}
  for (const fullName of fullNames) {
    const parsed = parseIconName(fullName)
    if (!parsed || parsed.prefix !== DEFAULT_ICON_PREFIX) continue
    const icon = findIcon(parsed.name)
    if (!icon) continue
    result[fullName] = {
      body: icon.body,
      width: icon.width ?? lucide.width ?? 16,
      height: icon.height ?? lucide.height ?? 16,
    }
  }
  return result
}
