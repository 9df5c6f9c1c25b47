export const CSS_CLASS_PATTERN = /^[A-Za-z_][\w-]*$/

/** Whether a custom CSS class for the editor overlay may be used (spec §5): one plain class name, nothing else. */
export function isValidCssClass(value: unknown): value is string {
  return typeof value === 'string' && CSS_CLASS_PATTERN.test(value)
}
