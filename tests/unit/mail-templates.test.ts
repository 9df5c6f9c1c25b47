import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { parseDocument } from 'htmlparser2'
import { beforeAll, describe, expect, it } from 'vitest'

import * as documents from '../../directus/extensions/reiseportal/src/booking/documents'
import registerMailHook, {
  safeHeaders,
  withSiteTemplate,
} from '../../directus/extensions/reiseportal/src/german-mail-subjects/index'
import { buildMailTemplates } from '../../directus/scripts/mail-templates'

// Every mail template generated from directus/templates and the copy catalogue (as at every start of
// Directus), rendered the way Directus renders it: Directus's own
// MailService (its Liquid engine: both template folders as roots, `.liquid`, no automatic escaping), with
// the site's `email.send` hook registered on Directus's emitter and a mailer that keeps the message. Each
// variable a template uses gets hostile values (tags, attributes, quotes, `javascript:` and other schemes,
// CR/LF); none of their markup may reach the mail. A new `{{ x }}` without `| escape` fails here twice:
// in the source check and in the rendered mail.

const root = fileURLToPath(new URL('../..', import.meta.url))
const directusDir = path.join(root, 'directus')
const templatesDir = mkdtempSync(path.join(tmpdir(), 'mail-templates-'))
const apiDir = path.join(directusDir, 'node_modules/@directus/api/dist')
const templateFiles = await buildMailTemplates(templatesDir)

/** Outputs that may carry HTML, with the reason. Nothing a visitor typed reaches them. */
const RAW_OUTPUTS: Record<string, string[]> = {
  // Directus's notifications, shares and flows pass HTML it made itself from Markdown and sanitized
  // (md → sanitize-html); none of the site's templates renders the layout's default block.
  'base.liquid': ['html'],
}
/** Filters that may follow `escape`: they add markup of their own, never the value's. */
const AFTER_ESCAPE = new Set(['newline_to_br'])

const source = (file: string) => readFileSync(path.join(templatesDir, file), 'utf8')
/** The template and the layouts it extends, each a source file name. */
function withLayouts(file: string): string[] {
  const layout = /\{%-?\s*layout\s+["']([\w-]+)["']/.exec(source(file))?.[1]
  return layout ? [file, ...withLayouts(`${layout}.liquid`)] : [file]
}

/** Splits `a | b: 'x|y' | c` at the pipes that are not inside quotes. */
function pipeline(expression: string): string[] {
  return (expression.match(/(?:[^|'"]+|'[^']*'|"[^"]*")+/g) ?? []).map((part) => part.trim())
}

type LiquidEngine = { globalVariablesSync(template: string): string[] }
const require = createRequire(import.meta.url)
const { Liquid } = require(path.join(directusDir, 'node_modules/liquidjs')) as {
  Liquid: new (options: object) => LiquidEngine
}
const analysis = new Liquid({
  root: [templatesDir, path.join(apiDir, 'services/mail/templates')],
  extname: '.liquid',
})

/** The variables a template reads from its data, its layout included. */
const variablesOf = (file: string) => analysis.globalVariablesSync(source(file))

/** Condition variables and the literals a template compares them with, so that every branch is rendered. */
function conditionsOf(file: string, globals: string[]): Map<string, unknown[]> {
  const conditions = new Map<string, unknown[]>()
  for (const name of withLayouts(file)) {
    for (const [, expression] of source(name).matchAll(/\{%-?\s*(?:if|elsif|unless)\s+([\s\S]*?)-?%\}/g)) {
      for (const [, variable, , literal] of expression!.matchAll(
        /\b([A-Za-z_]\w*)\b(?:\s*(==|!=)\s*'([^']*)')?/g,
      )) {
        if (!globals.includes(variable!)) continue
        const values = conditions.get(variable!) ?? [HOSTILE, false]
        if (literal !== undefined && !values.includes(literal)) values.push(literal)
        conditions.set(variable!, values)
      }
    }
  }
  return conditions
}

/** Every combination of the condition variables' values. */
function scenarios(conditions: Map<string, unknown[]>): Array<Record<string, unknown>> {
  let all: Array<Record<string, unknown>> = [{}]
  for (const [variable, values] of conditions) {
    all = all.flatMap((scenario) => values.map((value) => ({ ...scenario, [variable]: value })))
  }
  return all
}

/** Marks the place of a value set's own value in a scenario. */
const HOSTILE = Symbol('hostile')
const marker = (variable: string) => `mk${variable}mk`

type ValueSet = { name: string; hostile: boolean; value: (variable: string) => string }
const VALUE_SETS: ValueSet[] = [
  {
    name: 'tags',
    hostile: true,
    value: (v) =>
      `<a href="https://evil.example/phish">Hier Ihr Gutschein ${marker(v)}</a> <img src="https://evil.example/${v}.png" onerror="alert(1)">\r\nBcc: evil@evil.example\r\n\r\n<script>alert(1)</script>`,
  },
  {
    name: 'double-quoted attribute',
    hostile: true,
    value: (v) =>
      `https://reiseportal.example/${marker(v)}"><img src="https://evil.example/${v}.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>`,
  },
  {
    name: 'single-quoted attribute',
    hostile: true,
    value: (v) => `https://reiseportal.example/${marker(v)}' onmouseover='alert(1)' data-x='`,
  },
  {
    name: 'closing tags',
    hostile: true,
    value: (v) =>
      `</title></style></textarea></a><img src="https://evil.example/${v}.png" onerror="alert(1)">`,
  },
  { name: 'javascript:', hostile: true, value: (v) => `javascript:alert('${v}')` },
  { name: 'JavaScript: after a space', hostile: true, value: (v) => `  JaVaScRiPt:alert('${v}')` },
  {
    name: 'javascript: after a control character',
    hostile: true,
    value: (v) => `\u0001javascript:alert('${v}')`,
  },
  { name: 'data:', hostile: true, value: (v) => `data:text/html,<script>alert('${v}')</script>` },
  { name: 'CR/LF', hostile: true, value: (v) => `Erika\r\nMustermann ${v}\rBcc: evil@evil.example\n` },
  { name: 'text', hostile: false, value: (v) => `Anna ${marker(v)} & "Söhne" 'Ü'` },
  { name: 'link', hostile: false, value: (v) => `https://reiseportal.example/${marker(v)}?a=1&b=2` },
]

type Mail = {
  html: string
  subject: string
  to: unknown
  replyTo?: unknown
  from?: unknown
  headers?: unknown
}
type MailServiceLike = {
  mailer: { sendMail(message: Mail): Promise<Mail> }
  send(data: object, options?: { defaultTemplateData: object }): Promise<Mail | null>
}
let mailService: MailServiceLike

beforeAll(async () => {
  // Directus reads its environment once, when its modules load.
  process.env.EMAIL_TEMPLATES_PATH = templatesDir
  process.env.CONFIG_PATH = path.join(templatesDir, 'no-such-config.env')
  const load = (file: string) => import(pathToFileURL(path.join(apiDir, file)).href)
  const [{ MailService }, { default: emitter }] = await Promise.all([
    load('services/mail/index.js'),
    load('emitter.js'),
  ])
  // The hook needs no context; Directus's default one would open its database.
  emitter.getDefaultContext = () => ({ database: null, schema: null, accountability: null })
  registerMailHook(
    {
      filter: (event: string, handler: (payload: unknown) => unknown) => emitter.onFilter(event, handler),
    },
    { env: { EMAIL_TEMPLATES_PATH: templatesDir } },
  )
  mailService = new MailService({ schema: {}, knex: {}, accountability: null }) as MailServiceLike
  mailService.mailer = { sendMail: async (message) => message }
}, 60_000)

/** Sends one mail through Directus's MailService; `projectName` and the like are template data too. */
async function render(file: string, data: Record<string, unknown>, headers: Partial<Mail> = {}) {
  const { projectName, projectColor, projectLogo, projectUrl, ...rest } = data
  const mail = await mailService.send(
    {
      to: 'anna@example.com',
      subject: 'Betreff',
      ...headers,
      template: { name: file.replace(/\.liquid$/, ''), data: rest },
    },
    { defaultTemplateData: { projectName, projectColor, projectLogo, projectUrl } },
  )
  if (!mail) throw new Error('No mail was sent')
  return mail
}

type Element = { name: string; attribs: Record<string, string>; children?: Node[] }
type Node = Element | { type: string; data?: string; children?: Node[] }

function elementsOf(html: string): Element[] {
  const found: Element[] = []
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('attribs' in node) found.push(node)
      if (node.children) walk(node.children)
    }
  }
  walk(parseDocument(html).children as Node[])
  return found
}

function textOf(html: string): string {
  const parts: string[] = []
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('data' in node && node.type === 'text') parts.push(node.data ?? '')
      if (node.children) walk(node.children)
    }
  }
  walk(parseDocument(html).children as Node[])
  return parts.join(' ').replace(/\s+/g, ' ')
}

// Control characters and spaces, which browsers drop before they read a URL's scheme.
// eslint-disable-next-line no-control-regex
const BLANKS = /[\u0000-\u0020]/g

/** What is wrong with a mail rendered from hostile values, compared with the same branch's plain mails. */
function problems(html: string, baseline: { elements: number; attributes: Set<string> }): string[] {
  const found: string[] = []
  const elements = elementsOf(html)
  if (elements.length > baseline.elements)
    found.push(`${elements.length - baseline.elements} element(s) more than with plain values`)
  for (const element of elements) {
    if (['img', 'script', 'iframe', 'svg', 'object', 'embed', 'form', 'input'].includes(element.name))
      found.push(`<${element.name}>`)
    for (const [attribute, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(attribute)) found.push(`${attribute} on <${element.name}>`)
      if (!baseline.attributes.has(`${element.name}[${attribute}]`))
        found.push(`attribute ${attribute} on <${element.name}>`)
      if (['href', 'src', 'action', 'background'].includes(attribute)) {
        const scheme = value.replace(BLANKS, '').split(':')[0]!.toLowerCase()
        if (!['http', 'https', 'mailto'].includes(scheme)) found.push(`${attribute}="${value}"`)
        else if (/^https?:/i.test(value.trim()) && new URL(value.trim()).hostname === 'evil.example')
          found.push(`${attribute}="${value}"`)
      }
    }
  }
  if (/&amp;(?:amp|lt|gt|quot|#39|#34);/.test(html)) found.push('escaped twice')
  return found
}

describe('mail templates', () => {
  it('are all covered: the site has its own copy of each of Directus’s system templates', () => {
    const system = readdirSync(path.join(apiDir, 'services/mail/templates'))
    expect(system.filter((file) => !templateFiles.includes(file))).toEqual([])
  })

  it.each(templateFiles)('%s escapes every output in its source', (file) => {
    const text = source(file)
    expect(text, 'echo and liquid tags bypass this check').not.toMatch(/\{%-?\s*(?:echo|liquid)\b/)
    const unescaped: string[] = []
    for (const [output, expression] of text.matchAll(/\{\{-?([\s\S]*?)-?\}\}/g)) {
      const [value, ...filters] = pipeline(expression!)
      const names = filters.map((filter) => filter.split(':')[0]!.trim())
      const escapeAt = names.lastIndexOf('escape')
      const escaped = escapeAt >= 0 && names.slice(escapeAt + 1).every((name) => AFTER_ESCAPE.has(name))
      if (!escaped && !(RAW_OUTPUTS[file] ?? []).includes(value!)) unescaped.push(output!)
    }
    expect(unescaped).toEqual([])
  })

  it.each(templateFiles)(
    '%s shows hostile values as text, with no markup, link or header of theirs',
    async (file) => {
      const globals = variablesOf(file)
      const raw = withLayouts(file).flatMap((name) => RAW_OUTPUTS[name] ?? [])
      // The variables a mail shows: those in an output or an assignment (conditions alone show nothing).
      const shown = globals.filter(
        (variable) =>
          !raw.includes(variable) &&
          withLayouts(file).some((name) =>
            [...source(name).matchAll(/\{\{([\s\S]*?)\}\}|\{%-?\s*assign\s+\w+\s*=([\s\S]*?)-?%\}/g)].some(
              (m) => new RegExp(`\\b${variable}\\b`).test(m[1] ?? m[2] ?? ''),
            ),
          ),
      )
      const conditions = conditionsOf(file, globals)
      const seen = new Set<string>()
      const failures: string[] = []
      let renders = 0

      for (const scenario of scenarios(conditions)) {
        const dataFor = (set: ValueSet) =>
          Object.fromEntries(
            globals.map((variable) => {
              if (raw.includes(variable)) return [variable, '<p>Von Directus bereinigter Inhalt</p>']
              const value = variable in scenario ? scenario[variable] : HOSTILE
              return [variable, value === HOSTILE ? set.value(variable) : value]
            }),
          )
        const plain = await Promise.all(
          VALUE_SETS.filter((set) => !set.hostile).map((set) => render(file, dataFor(set))),
        )
        const baseline = {
          elements: Math.max(...plain.map((mail) => elementsOf(mail.html).length)),
          attributes: new Set(
            plain.flatMap((mail) =>
              elementsOf(mail.html).flatMap((e) => Object.keys(e.attribs).map((a) => `${e.name}[${a}]`)),
            ),
          ),
        }
        for (const mail of plain) {
          const visible = [
            textOf(mail.html),
            ...elementsOf(mail.html).flatMap((e) => Object.values(e.attribs)),
          ]
          for (const variable of shown)
            if (visible.some((text) => text.includes(marker(variable)))) seen.add(variable)
        }
        for (const set of VALUE_SETS.filter((s) => s.hostile)) {
          const mail = await render(file, dataFor(set))
          renders += 1
          for (const problem of problems(mail.html, baseline))
            failures.push(`${set.name} ${JSON.stringify(scenario)}: ${problem}`)
        }
      }

      expect(failures.slice(0, 10)).toEqual([])
      // Every variable a template shows was rendered in some branch, so none of its outputs went unchecked.
      expect(shown.filter((variable) => !seen.has(variable))).toEqual([])
      expect(renders).toBeGreaterThan(0)
    },
    60_000,
  )

  it('shows a hostile name as text in the registration mail, and greets a link-like name without it', async () => {
    const mail = await render('user-registration.liquid', {
      first_name: '<a href="https://evil.example/phish">Hier Ihr Gutschein</a>',
      last_name: '<img src="https://evil.example/track.png">',
      email: 'anna@example.com',
      url: 'https://reiseportal.example/hotel/account/willkommen?token=abc',
      projectName: 'Reiseportal',
      projectUrl: 'https://reiseportal.example',
    })
    expect(mail.html).not.toContain('evil.example')
    expect(textOf(mail.html)).toContain('Guten Tag,')
    expect(elementsOf(mail.html).filter((e) => e.name === 'img')).toEqual([])

    const named = await render('user-registration.liquid', {
      first_name: 'Erika & "Tom"',
      last_name: 'Mustermann <3',
      url: 'https://reiseportal.example/hotel/account/willkommen?token=abc',
    })
    expect(textOf(named.html)).toContain('Guten Tag,')
    const plainName = await render('user-registration.liquid', {
      first_name: 'Erika & "Tom"',
      last_name: 'Mustermann',
      url: 'https://reiseportal.example/hotel/account/willkommen?token=abc',
    })
    expect(textOf(plainName.html)).toContain('Hallo Erika & "Tom" Mustermann,')
    expect(plainName.html).toContain('Erika &amp; &#34;Tom&#34;')
  })

  it('drops a verification link that is not http(s)', async () => {
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const mail = await render('user-registration.liquid', { url, first_name: 'Anna' })
      expect(
        elementsOf(mail.html).filter((e) => e.name === 'a' && e.attribs.href?.includes(':alert')),
      ).toEqual([])
      expect(mail.html).not.toMatch(/href="\s*(?:javascript|data|vbscript):/i)
    }
  })
})

describe('mail headers', () => {
  it('keeps a subject on one line whatever it holds', async () => {
    const mail = await render(
      'enquiry.liquid',
      { trip: 'Rundreise' },
      { subject: 'Ihre Anfrage: Rundreise\r\nBcc: evil@evil.example\r\n\r\n<b>Körper</b>\u2028X: y\u0000' },
    )
    expect(mail.subject).toBe('Ihre Anfrage: Rundreise Bcc: evil@evil.example <b>Körper</b> X: y')
    expect(mail.headers).toBeUndefined()
  })

  it('puts the German subject on Directus’s system mails', async () => {
    const mail = await render(
      'password-reset.liquid',
      { url: 'https://x.example/r' },
      { subject: 'Password Reset Request' },
    )
    expect(mail.subject).toBe('Ihr neues Passwort')
  })

  it('refuses a mail whose template the site lacks, instead of Directus’s English default', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-mail-templates-'))
    expect(() => withSiteTemplate({ template: { name: 'password-reset' } }, empty)).toThrow(/Mail refused/)
    expect(() => withSiteTemplate({ template: { name: 'password-reset' } }, undefined)).toThrow(
      /Mail refused/,
    )
    expect(withSiteTemplate({ template: { name: 'password-reset' } }, templatesDir)).toBeTruthy()
    await expect(render('no-such-template.liquid', {})).rejects.toThrow(/Mail refused/)
  })

  it('refuses a recipient with a line break and a Reply-To that is more than one address', async () => {
    for (const headers of [
      { to: 'anna@example.com\r\nBcc: evil@evil.example' },
      { to: 'anna@example.com\nX-Injected: 1' },
      { replyTo: 'anna@example.com, evil@evil.example' },
      { replyTo: 'Anna <evil@evil.example>' },
      { replyTo: 'anna@example.com\r\nBcc: evil@evil.example' },
    ]) {
      await expect(render('enquiry.liquid', {}, headers), JSON.stringify(headers)).rejects.toThrow(
        /Mail refused/,
      )
    }
  })

  it('keeps display names on one line', () => {
    const mail = safeHeaders({
      to: { name: 'Anna\r\nBcc: evil@evil.example', address: 'anna@example.com' },
      from: { name: 'Reiseportal\nX: y', address: 'no-reply@example.com' },
      subject: 'Betreff',
    }) as { to: { name: string }; from: { name: string } }
    expect(mail.to.name).toBe('Anna Bcc: evil@evil.example')
    expect(mail.from.name).toBe('Reiseportal X: y')
  })
})

describe('calendar file', () => {
  it('keeps names with line breaks inside their property (RFC 5545)', () => {
    const calendar = (name: string, city: string, projectName: string): string =>
      documents.bookingCalendar({
        folder: { number: 'RP-2026-000001' },
        booking: {
          id: 7,
          rooms: 1,
          board: 'breakfast',
          adults: 2,
          children_ages: [],
          arrival: '2026-07-01',
          departure: '2026-07-03',
          free_cancellation_until: null,
          status: 'confirmed',
        },
        hotel: { name, city },
        roomType: { name },
        labels: { board: { breakfast: 'Frühstück' } },
        projectName,
        voucher: {
          hotel: { name, addressLines: [city], phone: city, checkTimes: 'Check-in ab 15:00 Uhr' },
          transfer: null,
          manageUrl: 'https://reiseportal.example/hotel/buchen/status/RP-2026-000001',
        },
      })
    /** The calendar's lines, unfolded (a line beginning with white space continues the one before). */
    const unfold = (ics: string) =>
      ics
        .split('\r\n')
        .filter(Boolean)
        .reduce<string[]>(
          (all, line) =>
            /^[ \t]/.test(line) ? [...all.slice(0, -1), all.at(-1)! + line.slice(1)] : [...all, line],
          [],
        )
    const properties = (ics: string) => unfold(ics).map((line) => /^[A-Z-]+/.exec(line)?.[0])

    const hostile =
      'Seeblick\r\nATTENDEE:mailto:evil@evil.example\rX-INJECTED:1\nURL:javascript:alert(1)\u2028X: y'
    const ics = calendar(
      hostile,
      'Binz\r\nORGANIZER:mailto:evil@evil.example',
      'Reiseportal\r\nMETHOD:REQUEST',
    )
    // Lines end in CRLF only, and the properties are those of a calendar with plain names.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028]/)
    expect(properties(ics)).toEqual(properties(calendar('Seeblick', 'Binz', 'Reiseportal')))
    expect(unfold(ics).find((line) => line.startsWith('LOCATION:'))).toContain('Seeblick ATTENDEE:mailto')
  })
})
