const BLOCKED_PROTOCOLS = new Set(['javascript:', 'data:', 'blob:', 'vbscript:'])

const isControlOrSpace = (char: string) => char.charCodeAt(0) <= 0x20

/**
 * Whether an external URL may be navigated to (spec §2): the protocols javascript, data, blob and
 * vbscript are refused, also when hidden by case, whitespace or control characters.
 */
export function isSafeExternalUrl(url: string): boolean {
  // Browsers ignore leading control characters and spaces and tabs/newlines inside the scheme.
  let start = 0
  while (start < url.length && isControlOrSpace(url[start]!)) start += 1
  const normalised = url.slice(start).replace(/[\t\n\r]/g, '')
  try {
    return !BLOCKED_PROTOCOLS.has(new URL(normalised, 'https://relative.invalid').protocol.toLowerCase())
  } catch {
    return false
  }
}

/**
 * A redirect target from user input, accepted only when it stays on this site: a path starting with a
 * single slash, in printable ASCII (a Location header carries nothing else; the site's own links are
 * percent-encoded). Anything else (absolute URLs, `//host`, backslashes, `/€`) falls back to `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback
  if (target.includes('\\') || !/^[\x21-\x7e]*$/.test(target)) return fallback
  return target
}
