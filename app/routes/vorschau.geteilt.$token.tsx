import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { pageMeta } from '~/lib/meta'
import { refusalOf, serverCaller, toErrorResponse } from '~/trpc.server'

import { tPreview } from '../../core/copy/preview'
import { formatDate } from '../../core/format'

// A preview link (docs/decisions/preview-share-links.md): one item as it stands, drafts included, for
// someone without an account; until the link expires. Never cached, never indexed (server/preview-headers.ts).

export async function loader({ params, context }: LoaderFunctionArgs) {
  return serverCaller(context)
    .preview.openShare({ token: params.token ?? '' })
    .catch((error: unknown) => {
      const refusal = refusalOf(error)
      if (refusal?.kind === 'not-found')
        throw data({ message: refusal.message }, { status: 404, statusText: 'Not Found' })
      if (error instanceof Error && 'code' in error && error.code === 'PRECONDITION_FAILED')
        throw data({ message: error.message }, { status: 410, statusText: 'Gone' })
      return toErrorResponse(error)
    })
}

export const meta: MetaFunction<typeof loader> = ({ data: item, matches, location }) =>
  pageMeta(matches, location, {
    title: item ? tPreview('preview.titleOf', { title: item.title }) : tPreview('preview.badge'),
    exactPath: true,
  })

export default function SharedPreviewPage() {
  const item = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="container-page max-w-3xl py-10">
      <p className="rounded bg-amber-100 px-4 py-2 text-sm text-amber-950">
        {tPreview('preview.shared.notPublished')}
        {item.version ? ` ${tPreview('preview.version', { version: item.version })}` : ''}
        {tPreview('preview.shared.validUntil')} {formatDate(new Date(item.expiresAt).toISOString())}.
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{item.title}</h1>
      {item.texts.map((text) => (
        <p key={text} className="mt-4 text-lg text-slate-700">
          {text}
        </p>
      ))}
      {item.html.map((html, index) => (
        <div key={index} className="prose-cms mt-6" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </main>
  )
}
