import { describe, expect, it } from 'vitest'

import { defaultSite, pageMeta } from './meta'

const site = { ...defaultSite, name: 'Reiseportal', separator: '|', titleSeparator: '·' }
const matches = [{ id: 'root', data: { site } }]
const location = { pathname: '/reisetipps', search: '?seite=2' }

type Tag = Record<string, unknown>
const titleOf = (meta: ReturnType<typeof pageMeta>) => (meta as Tag[]).find((tag) => 'title' in tag)?.title
const ogTitleOf = (meta: ReturnType<typeof pageMeta>) =>
  (meta as Tag[]).find((tag) => tag.property === 'og:title')?.content

describe('pageMeta titles', () => {
  it('joins a title of parts with the site setting titleSeparator, then adds separator and site name', () => {
    const meta = pageMeta(matches, location, { title: ['Reisetipps', 'Seite 2'] })
    expect(titleOf(meta)).toBe('Reisetipps · Seite 2 | Reiseportal')
    expect(ogTitleOf(meta)).toBe('Reisetipps · Seite 2')
  })

  it('follows an edited titleSeparator', () => {
    const edited = [{ id: 'root', data: { site: { ...site, titleSeparator: '/' } } }]
    expect(titleOf(pageMeta(edited, location, { title: ['Reisetipps', 'Seite 3'] }))).toBe(
      'Reisetipps / Seite 3 | Reiseportal',
    )
  })

  it('leaves out empty parts, so a first page reads like a one-part title', () => {
    expect(titleOf(pageMeta(matches, location, { title: ['Reisetipps: Ostsee', ''] }))).toBe(
      'Reisetipps: Ostsee | Reiseportal',
    )
  })

  it('keeps the spec template for a one-part title', () => {
    expect(titleOf(pageMeta(matches, location, { title: 'Anmelden' }))).toBe('Anmelden | Reiseportal')
  })
})
