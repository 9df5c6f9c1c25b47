/** Nuxt-UI-style theme names (spec §9); the brand hex colours themselves live in tailwind.config.ts. */
export const themeConfig = { primary: 'green', gray: 'cool' } as const

/** Colour families of Tailwind 3.4's default palette that can serve as a primary colour. */
export const primaryColorNames = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const

/** Gray names, with `cool` as the name of Tailwind's plain `gray` (once `coolGray`). */
export const grayColorNames = ['slate', 'cool', 'zinc', 'neutral', 'stone'] as const

export type PrimaryColorName = (typeof primaryColorNames)[number]
export type GrayColorName = (typeof grayColorNames)[number]

const tailwindGrayFor: Record<GrayColorName, string> = {
  slate: 'slate',
  cool: 'gray',
  zinc: 'zinc',
  neutral: 'neutral',
  stone: 'stone',
}

export function isPrimaryColorName(name: string): name is PrimaryColorName {
  return (primaryColorNames as readonly string[]).includes(name)
}

export function isGrayColorName(name: string): name is GrayColorName {
  return (grayColorNames as readonly string[]).includes(name)
}

/** The Tailwind palette key behind a gray name, e.g. `cool` → `gray`. */
export function tailwindGray(name: GrayColorName): string {
  return tailwindGrayFor[name]
}

/**
 * Checks primary and gray colour names against the known palette. An unknown name only warns, so that a
 * typo in configuration shows up in the console instead of breaking the page.
 */
export function validateThemeColors(colors: { primary: string; gray: string }): boolean {
  let valid = true
  if (!isPrimaryColorName(colors.primary)) {
    console.warn(`Unknown primary colour "${colors.primary}". Use one of: ${primaryColorNames.join(', ')}.`)
    valid = false
  }
  if (!isGrayColorName(colors.gray)) {
    console.warn(`Unknown gray colour "${colors.gray}". Use one of: ${grayColorNames.join(', ')}.`)
    valid = false
  }
  return valid
}
