import type { RequestHandler } from 'express'

const PREFIX = '/rundreisen'
// Served the same on every domain: assets, images, APIs, health, the crawler files, and the forms that every
// page's layout posts to: the map consent (/karte/zustimmung) and the footer's colour mode (/farbschema).
const SHARED =
  /^\/(build|builds|fonts|medien|api|healthz|karte|farbschema|favicon\.svg|robots\.txt|sitemap\.xml)(\/|$)/

/**
 * The round-trip-only domain (spec §2): only the /rundreisen routes exist there and their prefix is not
 * part of the visible URL. `/reise/x` is served by `/rundreisen/reise/x`; a visible `/rundreisen/…` path
 * is redirected to its short form (form posts keep it, their action names the route itself).
 */
export function roundTripHost(host: string | undefined): RequestHandler {
  const wanted = host?.trim().toLowerCase()
  return (req, res, next) => {
    res.locals.roundTripOnly = false
    if (!wanted || req.hostname.toLowerCase() !== wanted) return next()
    res.locals.roundTripOnly = true
    res.locals.visiblePath = req.path
    if (SHARED.test(req.path)) return next()
    const query = req.url.slice(req.path.length)
    if (req.path === PREFIX || req.path.startsWith(`${PREFIX}/`)) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next()
      // One leading slash: `/rundreisen//evil.example/x` must not become the off-site `//evil.example/x`.
      const short = `/${req.path.slice(PREFIX.length).replace(/^[/\\]+/, '')}`
      return res.redirect(301, `${short}${query}`)
    }
    // The Remix adapter builds its request from originalUrl, so both are rewritten.
    req.url = `${req.path === '/' ? PREFIX : PREFIX + req.path}${query}`
    req.originalUrl = req.url
    next()
  }
}
