import { useState } from 'react'

import { useHydrated } from '~/lib/hydrated'

import { tSavedList } from '../../../core/copy/saved-list'

/** The share link of a Merkzettel, to copy by hand, or with JavaScript by a button. */
export function ShareLink({ url }: { url: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  return (
    <section aria-labelledby="teilen" className="mt-10 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="teilen" className="text-lg font-semibold">
        {tSavedList('savedList.share')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{tSavedList('savedList.shareHint')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <label htmlFor="teilen-link" className="sr-only">
          {tSavedList('savedList.shareLink')}
        </label>
        <input
          id="teilen-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm"
        />
        {hydrated && 'clipboard' in navigator && (
          <button
            type="button"
            onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
            className="rounded-lg bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-slate-900"
          >
            {tSavedList('savedList.copy')}
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-brand-dark">
        {copied ? tSavedList('savedList.copied') : ''}
      </p>
    </section>
  )
}
