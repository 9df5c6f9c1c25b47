/** The default icon size in px; apart from `icons.ts` so that `Icon` needs none of the loader code. */
export const DEFAULT_ICON_SIZE = 16
