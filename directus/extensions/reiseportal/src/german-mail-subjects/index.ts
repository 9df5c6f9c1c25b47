import { existsSync } from 'node:fs'
import path from 'node:path'

import { tMail } from '../../../../../core/copy/mail'

// Every mail Directus sends passes here (the `email.send` filter runs before the template is rendered), the
// system's own and the site's extensions' alike:
// - Directus 11 hard-codes English subjects for its system mails; only these defaults are replaced.
// - Nothing a visitor typed can add a header: line breaks and other control characters in the subject and
//   in display names become spaces; an address with a control character in it refuses the mail, and so does
//   a Reply-To (the address a visitor typed) that is more than one plain address.
// - A mail whose template is not among the site's generated templates (EMAIL_TEMPLATES_PATH, made from the
//   copy catalogue at every start) is refused: Directus would send its English default instead.
// The bodies are escaped by the templates themselves (directus/templates, tests/unit/mail-templates.test.ts).

const SUBJECTS: Record<string, { en: string; de: string }> = {
  'user-registration': { en: 'Verify your email address', de: tMail('mail.verifyAddress') },
  'password-reset': { en: 'Password Reset Request', de: tMail('mail.passwordReset') },
  'user-invitation': { en: "You've been invited", de: tMail('mail.invitation') },
}

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** A header text on one line: control characters become a space, and the result is trimmed. */
export const oneLine = (value: unknown): string =>
  String(value).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim()

// One address, nothing around it: no display name, no list, no comment, no quoting, no white space.
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

export class RefusedMail extends Error {}

const refuse = (field: string, what: string): never => {
  throw new RefusedMail(`Mail refused: ${field} ${what}`)
}

/**
 * A recipient field: a string, `{ name, address }` or an array of them. No entry may hold a control
 * character. Reply-To carries the address a visitor typed, so each of its entries must be one plain address;
 * the others come from the site's configuration or from Directus, which may name a list or a display name.
 */
type Address = string | { name?: string; address: string }
type Recipients = Address | Address[] | null | undefined | ''

function recipients(value: Recipients, field: string): Recipients {
  if (value === undefined || value === null || value === '') return value
  const plain = field === 'replyTo'
  const one = (entry: unknown): Address => {
    if (typeof entry === 'string') {
      if (entry.search(CONTROLS) !== -1) refuse(field, 'holds a line break or another control character')
      if (plain && !ADDRESS.test(entry)) refuse(field, 'is not one plain e-mail address')
      return entry
    }
    const object = entry as { name?: unknown; address?: unknown } | null
    if (object && typeof object === 'object' && typeof object.address === 'string') {
      if (!ADDRESS.test(object.address)) refuse(field, 'is not one plain e-mail address')
      return { ...object, address: object.address, name: oneLine(object.name ?? '') }
    }
    return refuse(field, 'is not an e-mail address')
  }
  return Array.isArray(value) ? value.map(one) : one(value)
}

/** The mail with its headers made safe; throws RefusedMail when an address holds more than an address. */
type Mail = Record<string, unknown> & { subject?: unknown; template?: { name?: string }; headers?: unknown }

export function safeHeaders<T>(mail: T): T {
  if (!mail || typeof mail !== 'object') return mail
  const safe: Mail = { ...(mail as Mail) }
  const subject = SUBJECTS[safe.template?.name ?? '']
  if (subject && safe.subject === subject.en) safe.subject = subject.de
  if (safe.subject !== undefined && safe.subject !== null) safe.subject = oneLine(safe.subject)
  for (const field of ['from', 'to', 'cc', 'bcc', 'replyTo']) {
    if (field in safe) safe[field] = recipients(safe[field] as Recipients, field)
  }
  // Headers of their own are not something any of the site's mails sets; none is passed on.
  delete safe.headers
  return safe as T
}

/** The mail, if the site has its own template for it in `templatesDir`; throws RefusedMail otherwise. */
export function withSiteTemplate<T>(mail: T, templatesDir: unknown): T {
  const name = (mail as Mail | null)?.template?.name
  if (typeof name !== 'string') return mail
  const file =
    typeof templatesDir === 'string' ? path.join(templatesDir, `${path.basename(name)}.liquid`) : ''
  if (!file || !existsSync(file))
    refuse('template', `${name} is not among the site's mail templates (${String(templatesDir)})`)
  return mail
}

/** Registers the filter; of the hook's context it reads where the site's mail templates are. */
const germanMailSubjects = (
  { filter }: { filter: (event: string, handler: (mail: unknown) => unknown) => void },
  { env }: { env: Record<string, unknown> },
): void => {
  filter('email.send', (mail) => safeHeaders(withSiteTemplate(mail, env.EMAIL_TEMPLATES_PATH)))
}

export default germanMailSubjects
