/**
 * The tile provider as a visitor reads it in the consent text: the host of the tile URL template, without
 * an `{a-c}` subdomain label. The template itself when it is not an absolute URL.
 */
export function tileProvider(template: string): string {
  try {
    const host = new URL(template.replace(/\{[^}]*\}/g, 'tpl')).host
    return /\/\/\{[^}]+\}\./.test(template) ? host.replace(/^[^.]+\./, '') : host
  } catch {
    return template
  }
}
