// Generates the mail templates Directus renders (EMAIL_TEMPLATES_PATH) from their sources in
// directus/templates and the copy catalogue (core/copy): a marker `{{ copy.<key> }}` in a source becomes the
// catalogue's text, HTML-escaped, and each `{{name}}` in that text the template's variable `name | escape`.
// Every start of Directus goes through here (startDirectus), like the extensions build;
// `npm run build:mail-templates` generates on its own (before `docker compose up`, which mounts the folder).
// docs/decisions/mail-templates-from-the-catalogue.md
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { accountTexts } from '../../core/copy/account'
import { bookingTexts } from '../../core/copy/booking'
import { bookingPagesTexts } from '../../core/copy/booking-pages'
import { commonTexts } from '../../core/copy/common'
import { documentTexts } from '../../core/copy/documents'
import { enquiryTexts } from '../../core/copy/enquiry'
import { hotelTexts } from '../../core/copy/hotel'
import { mailTexts } from '../../core/copy/mail'
import { mailBodyTexts } from '../../core/copy/mail-body'
import { searchFormTexts } from '../../core/copy/search-form'
import { site } from '../../core/copy/site'

const directusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The sources, with `{{ copy.<key> }}` markers; committed. */
export const mailSourcesDir = path.join(directusDir, 'templates')
/** The generated templates, Directus's EMAIL_TEMPLATES_PATH; build output, not committed. */
export const mailTemplatesDir = path.join(mailSourcesDir, 'dist')

/** The sections the mails read (a key of another section does not resolve: add its section here). */
const CATALOGUE: Record<string, string> = {
  ...accountTexts,
  ...bookingTexts,
  ...bookingPagesTexts,
  ...commonTexts,
  ...documentTexts,
  ...enquiryTexts,
  ...hotelTexts,
  ...mailTexts,
  ...mailBodyTexts,
  ...searchFormTexts,
  ...site,
}

export const COPY_MARKER = /\{\{-?\s*copy\.([\w.]+)\s*-?\}\}/g
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

// The escaping of liquidjs's `escape` filter, which the templates use for every value.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

/** A catalogue text as template markup: the words escaped, each `{{name}}` the escaped variable `name`. */
function markup(key: string, file: string): string {
  const text = CATALOGUE[key]
  if (text === undefined) throw new Error(`${file}: {{ copy.${key} }} is not a text of the catalogue`)
  let out = ''
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    out += `${escapeHtml(text.slice(last, match.index))}{{ ${match[1]} | escape }}`
    last = match.index + match[0].length
  }
  return out + escapeHtml(text.slice(last))
}

/** One source template with its markers resolved. */
export function resolveCopy(source: string, file: string): string {
  return source.replace(COPY_MARKER, (_, key: string) => markup(key, file))
}

/** The source templates' file names. */
export async function mailSources(): Promise<string[]> {
  return (await readdir(mailSourcesDir)).filter((file) => file.endsWith('.liquid')).sort()
}

/**
 * Writes the generated templates into `outDir` (by default Directus's EMAIL_TEMPLATES_PATH). Each file is
 * written beside its place and renamed into it, and only when it changed, so a Directus sending a mail
 * meanwhile reads the old template or the new one, never half of one.
 */
export async function buildMailTemplates(
  outDir = mailTemplatesDir,
  log: (message: string) => void = () => {},
): Promise<string[]> {
  await mkdir(outDir, { recursive: true })
  const files = await mailSources()
  let changed = 0
  for (const file of files) {
    const generated = resolveCopy(await readFile(path.join(mailSourcesDir, file), 'utf8'), file)
    const target = path.join(outDir, file)
    if (existsSync(target) && (await readFile(target, 'utf8')) === generated) continue
    const tmp = `${target}.tmp-${process.pid}`
    await writeFile(tmp, generated)
    await rename(tmp, target)
    changed += 1
  }
  if (changed > 0)
    log(`mail templates generated from the copy catalogue (${changed} of ${files.length} changed)`)
  return files
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildMailTemplates(mailTemplatesDir, console.log)
}
