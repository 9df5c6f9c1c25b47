import path from 'node:path'

import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev'
import { matchRoutes } from '@remix-run/react'

export interface RouteNode {
  id: string
  path?: string | undefined
  index?: boolean | undefined
  children: RouteNode[]
}

/** The app's routes as Remix builds them from app/routes (flat routes), as a tree. */
export function routeTree(): RouteNode[] {
  const manifest = flatRoutes(path.resolve(import.meta.dirname, '../../app'), [])
  const nodes = new Map<string, RouteNode>()
  for (const route of Object.values(manifest)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] })
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(manifest)) {
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

/** The id of the route that answers a path, as Remix matches it. */
export function routeIdOf(tree: RouteNode[], pathname: string): string | undefined {
  return matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname)?.at(-1)?.route.id
}

/** Every route that answers requests (a leaf), with its full path pattern (`hotel/details/:id`, `*`). */
export function leafRoutes(tree: RouteNode[], prefix: string[] = []): Array<{ id: string; pattern: string }> {
  return tree.flatMap((node) => {
    const parts = node.path ? [...prefix, node.path] : prefix
    return node.children.length > 0
      ? leafRoutes(node.children, parts)
      : [{ id: node.id, pattern: `/${parts.join('/')}` }]
  })
}
