/**
 * The origins a tile URL template loads from (`https://{a-c}.tile.example.org/{z}/{x}/{y}.png` loads
 * from three hosts), for the Content Security Policy. Empty when the template is not an absolute URL.
 */
export function tileOrigins(template: string): string[] {
  let url: URL
  try {
    url = new URL(template.replace(/\{([^}]*)\}/g, (_match, name: string) => `tpl${name.replace('-', 'to')}`))
  } catch {
    return []
  }
  const range = /tpl([a-z\d])to([a-z\d])/.exec(url.host)
  if (!range?.[1] || !range[2]) return [url.origin]
  const origins: string[] = []
  for (let code = range[1].charCodeAt(0); code <= range[2].charCodeAt(0); code += 1) {
    origins.push(url.origin.replace(range[0], String.fromCharCode(code)))
  }
  return origins
}

/** The tile provider as a visitor reads it in the consent text: its host, without an `{a-c}` label. */
export function tileProvider(template: string): string {
  const [origin] = tileOrigins(template)
  if (!origin) return template
  const host = new URL(origin).host
  return /\/\/\{[^}]+\}\./.test(template) ? host.replace(/^[^.]+\./, '') : host
}
