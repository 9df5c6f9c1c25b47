import type { LoaderFunctionArgs } from '@remix-run/node'

import { serverCaller, toErrorResponse } from '~/trpc.server'

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

export async function loader({ context }: LoaderFunctionArgs) {
  const entries = await serverCaller(context).sitemap.entries().catch(toErrorResponse)
  const base = context.env.SITE_URL.replace(/\/+$/, '')
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(base + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}
