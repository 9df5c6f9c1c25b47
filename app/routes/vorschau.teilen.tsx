import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'

import { pageMeta } from '~/lib/meta'
import { previewVersion } from '~/lib/preview'
import { previewSignIn, readPreview } from '~/preview.server'
import { previewCaller, refusalOf, toErrorResponse } from '~/trpc.server'

import { tCommon } from '../../core/copy/common'
import { tPreview } from '../../core/copy/preview'
import { formatDate } from '../../core/format'
import { PATHS } from '../../core/paths'

// An editor makes a preview link to one item (and version) for a colleague without an account
// (docs/decisions/preview-share-links.md). A form posted to this route: works without JavaScript.

const DAYS = [
  { value: '1', label: tCommon('common.dayCount', { count: 1 }) },
  { value: '7', label: tCommon('common.dayCount', { count: 7 }) },
  { value: '30', label: tCommon('common.dayCount', { count: 30 }) },
]

function itemOf(request: Request) {
  const params = new URL(request.url).searchParams
  return {
    collection: params.get('collection') ?? '',
    item: params.get('item') ?? '',
    version: previewVersion(request.url),
  }
}

export function loader({ request }: LoaderFunctionArgs) {
  // Without an editor's session the root loader answers with the sign-in page.
  return itemOf(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const preview = await readPreview({ request, context })
  if (!preview) return previewSignIn(context, request)
  const form = await request.formData()
  const days = form.get('tage')
  const made = await previewCaller(preview)
    .preview.share({ ...itemOf(request), days: typeof days === 'string' ? days : '' })
    .catch((error: unknown) => {
      if (refusalOf(error)?.kind === 'invalid')
        throw data({ message: tPreview('preview.share.missing') }, { status: 400 })
      return toErrorResponse(error)
    })
  const link = new URL(`${PATHS.sharedPreview}/${made.token}`, context.env.SITE_URL).href
  return { link, expiresAt: new Date(made.expiresAt).toISOString() }
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tPreview('preview.createLink') })

export default function SharePreviewPage() {
  const item = useLoaderData<typeof loader>()
  const made = useActionData<typeof action>()
  return (
    <main id="inhalt" className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold tracking-tight">{tPreview('preview.createLink')}</h1>
      <p className="mt-3 text-slate-700">
        {tPreview('preview.share.hintBefore')}
        {item.version ? ` ${tPreview('preview.version', { version: item.version })}` : ''}
        {tPreview('preview.share.hintAfter')}
      </p>
      {made ? (
        <div className="mt-8">
          <label htmlFor="vorschau-link" className="font-semibold">
            {tPreview('preview.share.yourLink')} {formatDate(made.expiresAt)})
          </label>
          <input
            id="vorschau-link"
            readOnly
            value={made.link}
            className="mt-2 w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
      ) : (
        <Form method="post" className="mt-8 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="tage" className="block font-semibold">
              {tPreview('preview.share.validFor')}
            </label>
            <select
              id="tage"
              name="tage"
              defaultValue="7"
              className="mt-2 rounded border border-slate-300 px-3 py-2"
            >
              {DAYS.map((days) => (
                <option key={days.value} value={days.value}>
                  {days.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button-primary">
            {tPreview('preview.share.create')}
          </button>
        </Form>
      )}
    </main>
  )
}
