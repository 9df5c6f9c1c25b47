import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { mailSources, mailSourcesDir, resolveCopy } from '../../directus/scripts/mail-templates'
import { copyLiterals, repeatedLiterals, sourceFiles, templateLiterals } from '../support/copy-literals'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// Every section of the catalogue: each module of core/copy/ with its texts (`site`, `bookingTexts`, …).
const sections: Record<string, Record<string, string>> = {}
for (const file of sourceFiles(path.join(root, 'core/copy'))) {
  const module = (await import(file)) as Record<string, unknown>
  for (const [name, value] of Object.entries(module)) {
    if (name === 'site' || name.endsWith('Texts')) sections[name] = value as Record<string, string>
  }
}
const catalogue: Record<string, string> = Object.assign({}, ...Object.values(sections))

const report = (repeated: Map<string, string[]>) =>
  [...repeated].map(([text, where]) => `${JSON.stringify(text)}\n  ${where.join('\n  ')}`).join('\n')

// Texts the scanner takes for copy that no visitor reads, by file: the allow-list of the inline check.
const NOT_COPY: Record<string, string[]> = {
  // the name of a preview share in the Data Studio, which only editors see
  'trpc/preview-share.ts': ['Vorschau-Link bis ${new Date(expiresAt).toISOString().slice(0, 10)}'],
  // what a deleted account's enquiries keep as the name: data in the database, not a text on a page
  'directus/extensions/reiseportal/src/booking/account.ts': ['gelöscht'],
}

describe('the copy catalogue', () => {
  it('has each sentence a visitor reads in app/ once: inline or in the catalogue, never twice', () => {
    const repeated = repeatedLiterals(root, 'app', Object.values(catalogue))
    expect(report(repeated)).toBe('')
  })

  it('holds every text a visitor reads: none is written inline in app/, server/, trpc/ or the Directus extensions', () => {
    // a word that is a catalogue text ("Zimmer", "Status") counts too, wherever it stands
    const known = new Set(Object.values(catalogue))
    const inline = ['app', 'server', 'trpc', 'directus/extensions/reiseportal/src']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) => {
        const relative = path.relative(root, file)
        return copyLiterals(relative, readFileSync(file, 'utf8'), known).filter(
          (literal) => !NOT_COPY[relative]?.includes(literal.text),
        )
      })
    expect(inline.map((literal) => `${literal.file}:${literal.line} ${literal.text}`)).toEqual([])
  })

  it('holds every sentence of the mails: none is written inline in a mail template', async () => {
    const keyOf = new Map(Object.entries(catalogue).map(([key, text]) => [text, key]))
    const inline = (await mailSources()).flatMap((file) =>
      templateLiterals(`directus/templates/${file}`, readFileSync(path.join(mailSourcesDir, file), 'utf8')),
    )
    expect(
      inline.map(({ file, line, text }) => {
        const key = keyOf.get(text)
        return `${file}:${line} ${text}${key ? ` (also in the catalogue: {{ copy.${key} }})` : ''}`
      }),
    ).toEqual([])
  })

  it('resolves every catalogue text a mail template names', async () => {
    for (const file of await mailSources()) {
      const source = readFileSync(path.join(mailSourcesDir, file), 'utf8')
      expect(() => resolveCopy(source, file)).not.toThrow()
    }
  })

  it('has both German plural forms of every counted text', () => {
    // `t(key, { count })` falls back to the bare key when the form German needs is missing
    const families = Object.keys(catalogue).flatMap((key) => /^(.+)_(?:one|other)$/.exec(key)?.[1] ?? [])
    const incomplete = [...new Set(families)].filter(
      (base) => !(`${base}_one` in catalogue && `${base}_other` in catalogue),
    )
    expect(incomplete).toEqual([])
  })

  it('has no text under two keys and no key in two sections', () => {
    expect(Object.keys(sections)).toEqual(expect.arrayContaining(['site', 'bookingTexts', 'mailTexts']))
    const keys = new Map<string, string[]>()
    const values = new Map<string, string[]>()
    for (const [name, section] of Object.entries(sections)) {
      for (const [key, value] of Object.entries(section)) {
        keys.set(key, [...(keys.get(key) ?? []), name])
        values.set(value, [...(values.get(value) ?? []), key])
      }
    }
    expect([...keys].filter(([, where]) => where.length > 1)).toEqual([])
    expect([...values].filter(([, where]) => where.length > 1)).toEqual([])
    expect(Object.keys(catalogue)).toHaveLength(keys.size)
  })
})

describe('templateLiterals', () => {
  it('finds the text of a mail template and German strings in its Liquid, not markers, markup or comments', () => {
    const source = [
      '{% layout "base" %}',
      '<h1>{{ copy.mail.dataExport }}</h1>',
      '<p style="x">{{ greeting | default: \'Guten Tag,\' | escape }}</p>',
      '<p>Ihr Konto bei {{ projectName | escape }}</p>',
      '{%- comment -%}Kein Text{%- endcomment -%}',
      '<td>{% if phone %}{{ phone | escape }}{% else %}–{% endif %}</td>',
      '<p><strong>{{ copy.booking.total }}</strong> Zimmer</p>',
    ].join('\n')
    expect(templateLiterals('x.liquid', source)).toEqual([
      { text: 'Guten Tag,', file: 'x.liquid', line: 3 },
      { text: 'Ihr Konto bei', file: 'x.liquid', line: 4 },
      { text: 'Zimmer', file: 'x.liquid', line: 7 },
    ])
  })
})

describe('copyLiterals', () => {
  const texts = (source: string, file = 'x.tsx') => copyLiterals(file, source).map((literal) => literal.text)

  it('finds JSX text, visible attributes and German strings with their line', () => {
    const source = [
      "const a = 'Bitte wählen Sie ein Datum.'",
      'const b = <p title="Karte">',
      '  Ihre Buchung',
      '  {`Bilder von ${name}`}',
      '</p>',
    ].join('\n')
    expect(copyLiterals('x.tsx', source)).toEqual([
      { text: 'Bitte wählen Sie ein Datum.', file: 'x.tsx', line: 1 },
      { text: 'Karte', file: 'x.tsx', line: 2 },
      { text: 'Ihre Buchung', file: 'x.tsx', line: 3 },
      { text: 'Bilder von ${name}', file: 'x.tsx', line: 4 },
    ])
  })

  it('finds strings shown as the child of an element, also in a condition', () => {
    const source = [
      "const a = <p>{full ? 'Warteliste' : 'Anfragen'}</p>",
      "const b = <p>{name || 'Rundreise'}</p>",
      "const c = <p className={open ? 'offen' : 'zu'}>{`${price} · ${board}`}</p>",
    ].join('\n')
    expect(texts(source)).toEqual(['Warteliste', 'Anfragen', 'Rundreise'])
  })

  it('leaves codes, imports, keys, classes and English alone', () => {
    const source = [
      "import x from './für'",
      "const a = { 'Zurück zur Seite': 1, code: 'nicht-moeglich' }",
      'const b = <a className="für die" href="/hotel/buchen">{x[\'Größe\']}</a>',
      "throw new Error('Missing translation')",
      "type T = 'Größe und Gewicht'",
    ].join('\n')
    expect(texts(source)).toEqual([])
  })
})
