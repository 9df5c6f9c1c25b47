import http from 'node:http'

import { Parser } from 'htmlparser2'

import type { Rng } from '../../directus/seed/prng'

// Generated bad input for tests/integration/fuzz.test.ts: hostile values, the forms and links of a page,
// and a raw HTTP client that sends bytes as they are (fetch would repair malformed URLs and bodies).

/** A stack trace in an answer: a frame with a source file and line. */
export const STACK_TRACE = /\bat .*\.(?:js|ts|tsx|mjs|cjs):\d+:\d+/

/**
 * What Directus reads as something other than text in a filter (@directus/utils parseFilter): its dynamic
 * variables, literals and operators, as a visitor could type them into any field.
 */
export const DIRECTUS_SYNTAX = [
  '$NOW',
  '$NOW(-1 year)',
  '$NOW(+100000 years)',
  '$CURRENT_USER',
  '$CURRENT_USER.email',
  '$CURRENT_USER.role.name',
  '$CURRENT_ROLE',
  '$CURRENT_ROLES',
  '$CURRENT_POLICIES',
  '$CURRENT_POLICIES.name',
  'false',
  'NULL',
  '_eq',
  '_nnull',
  '{"_eq":"x"}',
  '{"_nnull":true}',
  '{"_or":[{"id":{"_nnull":true}}]}',
  '%',
  '_',
  'a,$NOW',
]

/**
 * Values no field may take as they are. None of them completes a form by chance: no e-mail address, no
 * small positive number (ids, counts), nothing that matches a password.
 */
const FIXED = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  '-1e308',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '1900-01-01',
  '9999-12-31',
  '+275760-09-13',
  '-271821-04-19',
  '31.12.2026',
  'a@',
  '@b.de',
  'a@@b.de',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '//evil.example/x',
  '/\\evil.example',
  '/hotel/\u4e2d\u6587',
  '/\u{1F3D6}',
  '/ziel?\u00fc=\u00e4',
  'Zo\u00eb \u00df \u00c4\u00d6\u00dc',
  '\u202eevil\u202c',
  '\ufeff\u200b\u200d',
  'e\u0301\u0301\u0301\u0301',
  '\u0000',
  'a\r\nSet-Cookie: x=1',
  '\t\n\v\f',
  '\ud83c\udfd6\ufe0f \u4e2d\u6587 \u0627\u0644\u0639\u0631\u0628\u064a\u0629 \u05e2\u05d1\u05e8\u05d9\u05ea',
  ...DIRECTUS_SYNTAX,
]

/** Percent-encodings no decoder accepts, and raw bytes that are not UTF-8 (sent as they are). */
const MALFORMED = [
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%GG',
  '\xff\xfe',
  '\xc3\x28',
  '%00',
]

const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x370, 0x3ff],
  [0x590, 0x6ff],
  [0x4e00, 0x4fff],
  [0x1f300, 0x1f5ff],
  [0x300, 0x36f],
]

function unicodeText(rng: Rng, length: number): string {
  let text = ''
  while (text.length < length) {
    const [from, to] = rng.pick(RANGES)
    text += String.fromCodePoint(rng.int(from, to))
  }
  return text
}

/** One hostile string; `long` ones run to 100,000 characters. */
function hostileString(rng: Rng, { long = true } = {}): string {
  const kind = rng.int(0, 9)
  if (kind <= 4) return rng.pick(FIXED)
  if (kind <= 6) return unicodeText(rng, rng.int(1, 60))
  if (kind === 7) return rng.pick(['-', '9', '1', '.']).repeat(rng.int(20, 400))
  if (!long) return 'x'.repeat(rng.int(300, 2_000))
  return rng.chance(0.5) ? 'x'.repeat(rng.int(2_000, 100_000)) : unicodeText(rng, rng.int(1_000, 20_000))
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as in a browser). */
export function percentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** A value as it stands in a URL or form body: well encoded, or malformed on purpose. */
export function encodedValue(rng: Rng, options?: { long?: boolean }): string {
  return rng.chance(0.15) ? rng.pick(MALFORMED) : percentEncode(hostileString(rng, options))
}

/** Names an attacker adds to a form or query: prototype keys, brackets, repeats. */
export const PROTO_NAMES = [
  '__proto__',
  '__proto__[admin]',
  'constructor',
  'constructor[prototype][admin]',
  'prototype',
  'a[]',
  'a[0][b]',
  'toString',
]

/** Directus filter operators, as keys of an object where a procedure expects text or a number. */
const OPERATOR_KEYS = ['_eq', '_neq', '_nnull', '_in', '_or', '_and', '_icontains', '_filter']

/** A JSON value for a tRPC input field: hostile strings, numbers, types, prototype keys and operators. */
export function hostileJson(rng: Rng, depth = 0): string {
  const kind = rng.int(0, 11)
  if (kind <= 3) return JSON.stringify(hostileString(rng))
  if (kind === 4)
    return rng.pick([
      '1e308',
      '-1e308',
      '-1',
      '0',
      '0.5',
      '-0.0001',
      '9007199254740993',
      '4294967296',
      '2147483648',
      '1e15',
    ])
  if (kind === 5) return rng.pick(['null', 'true', 'false', '[]', '{}', '""'])
  if (kind === 6 && depth < 3) {
    const items = Array.from({ length: rng.int(1, 4) }, () => hostileJson(rng, depth + 1))
    return `[${items.join(',')}]`
  }
  if (kind === 7 && depth < 3) {
    const key = JSON.stringify(
      rng.pick([...PROTO_NAMES, ...OPERATOR_KEYS, 'x', hostileString(rng, { long: false })]),
    )
    return `{${key}:${hostileJson(rng, depth + 1)}}`
  }
  if (kind === 8) return `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}`
  if (kind === 9) return `${'['.repeat(rng.int(100, 5_000))}${']'.repeat(rng.int(100, 5_000))}`
  if (kind === 10) return `[${Array.from({ length: rng.int(100, 2_000) }, () => '"x"').join(',')}]`
  return JSON.stringify(hostileString(rng, { long: false }))
}

interface FormField {
  name: string
  /** input type, or select, textarea, submit (a named button) */
  type: string
  value: string
}

export interface HtmlForm {
  method: 'GET' | 'POST'
  /** the path (and query) the form goes to */
  action: string
  fields: FormField[]
}

/** The same-origin links and the forms of a page, resolved against its URL. */
export function readPage(html: string, pageUrl: string): { links: string[]; forms: HtmlForm[] } {
  const page = new URL(pageUrl)
  const links = new Set<string>()
  const forms: HtmlForm[] = []
  let form: HtmlForm | null = null
  let textarea: FormField | null = null
  let select: FormField | null = null
  const local = (href: string | undefined) => {
    if (href === undefined) return null
    try {
      const url = new URL(href, page)
      return url.origin === page.origin ? url.pathname + url.search : null
    } catch {
      return null
    }
  }
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (tag === 'a') {
        const href = local(attributes.href)
        if (href) links.add(href)
      } else if (tag === 'form') {
        const method = attributes.method?.toUpperCase() === 'POST' ? 'POST' : 'GET'
        form = { method, action: local(attributes.action ?? '') ?? page.pathname + page.search, fields: [] }
        forms.push(form)
      } else if (form && attributes.name) {
        if (tag === 'input') {
          const type = (attributes.type ?? 'text').toLowerCase()
          form.fields.push({
            name: attributes.name,
            type,
            value: attributes.value ?? (type === 'checkbox' ? 'on' : ''),
          })
        } else if (tag === 'button' && attributes.type !== 'button') {
          form.fields.push({ name: attributes.name, type: 'submit', value: attributes.value ?? '' })
        } else if (tag === 'textarea') {
          textarea = { name: attributes.name, type: 'textarea', value: '' }
          form.fields.push(textarea)
        } else if (tag === 'select') {
          select = { name: attributes.name, type: 'select', value: '' }
          form.fields.push(select)
        }
      }
      if (tag === 'option' && select && (select.value === '' || 'selected' in attributes)) {
        select.value = attributes.value ?? ''
      }
    },
    ontext(text) {
      if (textarea) textarea.value += text
    },
    onclosetag(tag) {
      if (tag === 'form') form = null
      if (tag === 'textarea') textarea = null
      if (tag === 'select') select = null
    },
  })
  parser.write(html)
  parser.end()
  return { links: [...links], forms }
}

export interface RawRequest {
  method: 'GET' | 'POST'
  /** Path and query, sent byte for byte (characters above 0x7f as single bytes). */
  path: string
  headers?: Record<string, string>
  body?: Buffer
}

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/** Sends a request without repairing anything; an answer that does not come within 60 s is an error. */
export function sendRaw(site: string, request: RawRequest): Promise<RawAnswer> {
  const base = new URL(site)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(request.body ? { 'content-length': request.body.length } : {}) },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 60 s')))
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

interface ZodDef {
  typeName?: string
  values?: unknown[]
  shape?: () => Record<string, unknown>
  innerType?: unknown
  schema?: unknown
  in?: unknown
  left?: unknown
  right?: unknown
}

const defOf = (schema: unknown) => (schema as { _def?: ZodDef } | undefined)?._def

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value of the shape a zod schema describes, plain enough to pass most checks: each leaf the first of a
 * `x`, a date a month ahead, `Ostsee`, 1, 2, 0, false, [] that the leaf accepts (never an e-mail address),
 * an enum's first value. The fuzzer then breaks one or two of its leaves, so that bad values get past the
 * outer checks. `least` leaves optional fields out and nullable ones null.
 */
export function sample(schema: unknown, date: string, depth = 0, { least = false } = {}): unknown {
  const def = defOf(schema)
  if (!def || depth > 8) return null
  const next = (inner: unknown) => sample(inner, date, depth + 1, { least })
  if (least && def.typeName === 'ZodOptional') return undefined
  if (least && def.typeName === 'ZodNullable') return null
  switch (def.typeName) {
    case 'ZodObject':
      return Object.fromEntries(Object.entries(def.shape?.() ?? {}).map(([key, inner]) => [key, next(inner)]))
    case 'ZodIntersection': {
      const [left, right] = [next(def.left), next(def.right)]
      return isRecord(left) && isRecord(right) ? { ...left, ...right } : left
    }
    case 'ZodNullable':
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodCatch':
      return next(def.innerType)
    case 'ZodEnum':
      return def.values?.[0] ?? null
    case 'ZodEffects':
    case 'ZodPipeline': {
      const inner = next(def.schema ?? def.in)
      if (isRecord(inner)) return inner
    }
  }
  const check = schema as { safeParse(value: unknown): { success: boolean } }
  return ['x', date, 'Ostsee', 1, 2, 0, false, []].find((value) => check.safeParse(value).success) ?? null
}

/** Paths of the leaves of a sampled value (`["stay", "arrival"]`), where the fuzzer puts its bad values. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]))
  }
  return [prefix]
}

const MARK = '\u0001fuzz\u0001'

/** A schema's sample as JSON with bad values (JSON text) at some of its leaves. */
export function breakSample(rng: Rng, value: unknown, badValue: () => string): string {
  const copy = structuredClone(value)
  const paths = leafPaths(copy).filter((path) => path.length > 0)
  if (paths.length === 0) return badValue()
  const bad: string[] = []
  for (const path of rng.sample(paths, rng.int(1, Math.min(2, paths.length)))) {
    let target = copy as Record<string, unknown>
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
    target[path.at(-1)!] = `${MARK}${bad.length}`
    bad.push(badValue())
  }
  return JSON.stringify(copy).replace(/"\\u0001fuzz\\u0001(\d+)"/g, (_, index: string) => bad[Number(index)]!)
}

/** A schema's sample as JSON with `text` in one of its text leaves, once for each (or as the whole input). */
export function withTextLeaf(value: unknown, text: string): string[] {
  const paths = leafPaths(value).filter((path) => path.length > 0)
  const texts = paths.filter(
    (path) =>
      typeof path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value) === 'string',
  )
  if (texts.length === 0) return [JSON.stringify(text)]
  return texts.map((path) => {
    const copy = structuredClone(value) as Record<string, unknown>
    let target = copy
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
    target[path.at(-1)!] = text
    return JSON.stringify(copy)
  })
}
