export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** URL of a Directus file served through our own image route (the public policy reads no files). */
export function imageUrl(fileId: string, width: ImageWidth = 640): string {
  return `/medien/${encodeURIComponent(fileId)}?breite=${width}`
}

export function imageSrcSet(fileId: string, widths: readonly ImageWidth[] = [320, 640, 960]): string {
  return widths.map((width) => `${imageUrl(fileId, width)} ${width}w`).join(', ')
}

/**
 * How an image loads: the largest paint of a page's first screen (`lead`) at once and before others, every
 * other image when it nears the viewport. React 18 passes `fetchpriority` to the HTML only in lower case.
 */
export function loadingProps(lead: boolean) {
  return lead ? { loading: 'eager' as const, fetchpriority: 'high' } : { loading: 'lazy' as const }
}
