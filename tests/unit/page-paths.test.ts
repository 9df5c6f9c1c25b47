import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pagePathProblem } from '../../core/paths'
import { leafRoutes, routeIdOf, routeTree } from '../support/routes'

// A landing page's path is checked when an editor saves it (the editorial hook): every path it takes must
// reach the landing pages' route, and a path the site answers itself is refused with a German reason.
const tree = routeTree()
// The fixed start of every route's path: `hotel/details` of `/hotel/details/:id`, `rundreisen/reise` of
// `/rundreisen/reise/:variantSlug`.
const routePrefixes = new Set(
  leafRoutes(tree)
    .map(({ pattern }) => {
      const segments = pattern.split('/').slice(1)
      const end = segments.findIndex((segment) => segment.startsWith(':') || segment === '*')
      return (end === -1 ? segments : segments.slice(0, end)).join('/')
    })
    .filter((prefix) => prefix !== ''),
)
const publicEntries = readdirSync(path.resolve(import.meta.dirname, '../../public'))

describe('landing-page paths', () => {
  it('takes paths that the landing pages’ route answers', () => {
    for (const pagePath of [
      'sommerurlaub',
      'familienurlaub/ostsee',
      'angebote/fruehbucher-2027',
      'rundreisen',
      'a/b/c',
    ]) {
      expect(pagePathProblem(pagePath), pagePath).toBeNull()
      expect(routeIdOf(tree, `/${pagePath}`), pagePath).toBe('routes/$')
    }
  })

  it('refuses every path under a route or a static file of the site', () => {
    expect(routePrefixes.size).toBeGreaterThan(5)
    for (const segment of [...routePrefixes, ...publicEntries]) {
      for (const pagePath of [segment, `${segment}/angebote`]) {
        const problem = pagePathProblem(pagePath)
        expect(problem, pagePath).not.toBeNull()
      }
    }
    expect(pagePathProblem('hotel/sommer')).toBe(
      'Unter „/hotel“ antwortet die Website selbst; eine Seite dort wäre nie zu sehen. Bitte wählen Sie einen anderen Pfad.',
    )
  })

  it('refuses what no address of the site looks like, with an example', () => {
    for (const pagePath of [
      '/sommerurlaub',
      'sommerurlaub/',
      'Sommerurlaub',
      'sommer urlaub',
      'übersee',
      'a//b',
      'a-',
      '-a',
    ]) {
      expect(pagePathProblem(pagePath), pagePath).toContain('ist nicht gültig')
    }
    expect(pagePathProblem('')).toBe('Bitte geben Sie einen Pfad an.')
    expect(pagePathProblem(null)).toBe('Bitte geben Sie einen Pfad an.')
  })
})
