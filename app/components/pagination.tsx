import { Link } from '~/components/site-link'

import { tCommon } from '../../core/copy/common'
import { tControls } from '../../core/copy/controls'

export interface PageLinks {
  prev: string | null
  next: string | null
  pages: Array<{ number: number; href: string; current: boolean; gapBefore: boolean }>
}

/** The plain page links of a list: first, last, and the pages around the current one; null for one page. */
export function pageLinks(page: number, pageCount: number, href: (page: number) => string): PageLinks | null {
  if (pageCount <= 1) return null
  const numbers = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
  return {
    prev: page > 1 ? href(page - 1) : null,
    next: page < pageCount ? href(page + 1) : null,
    pages: numbers.map((n, index) => ({
      number: n,
      href: href(n),
      current: n === page,
      gapBefore: index > 0 && n - numbers[index - 1]! > 1,
    })),
  }
}

const pageLinkClass = 'rounded-lg px-3 py-2 ring-1 ring-slate-300 hover:bg-slate-100'

export function Pagination({ prev, next, pages, label }: PageLinks & { label: string }) {
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {prev && (
        <Link to={prev} rel="prev" className={pageLinkClass}>
          {tControls('controls.previous')}
        </Link>
      )}
      {pages.map((page) => (
        <span key={page.number} className="flex items-center gap-2">
          {page.gapBefore && <span aria-hidden="true">…</span>}
          {page.current ? (
            <span aria-current="page" className="rounded-lg bg-brand-dark px-3 py-2 font-semibold text-white">
              <span className="sr-only">{tCommon('common.page')} </span>
              {page.number}
            </span>
          ) : (
            <Link to={page.href} className={pageLinkClass}>
              <span className="sr-only">{tCommon('common.page')} </span>
              {page.number}
            </Link>
          )}
        </span>
      ))}
      {next && (
        <Link to={next} rel="next" className={pageLinkClass}>
          {tControls('controls.next')}
        </Link>
      )}
    </nav>
  )
}
