import { Link } from '~/components/site-link'

import { tTips } from '../../../core/copy/tips'

interface Group {
  slug: string
  name: string
  count: number
}

function GroupList({ title, groups }: { title: string; groups: Group[] }) {
  if (groups.length === 0) return null
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.slug}>
            <Link
              to={`/reisetipps/${group.slug}`}
              aria-label={tTips('tips.groupLink', { name: group.name, count: group.count })}
              className="inline-flex rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-300 hover:ring-brand-dark"
            >
              {`${group.name} (${group.count})`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The regions and themes that have travel tips, as links to their pages. */
export function TipGroups({ regions, categories }: { regions: Group[]; categories: Group[] }) {
  return (
    <nav aria-label={tTips('tips.groups')} className="mt-6 space-y-4">
      <GroupList title={tTips('tips.regions')} groups={regions} />
      <GroupList title={tTips('tips.themes')} groups={categories} />
    </nav>
  )
}
