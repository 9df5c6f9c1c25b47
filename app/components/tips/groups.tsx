import { Link } from '~/components/site-link'

interface Group {
  slug: string
  name: string
  count: number
}

function GroupList({ title, groups, current }: { title: string; groups: Group[]; current?: string }) {
  if (groups.length === 0) return null
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.slug}>
            <Link
              to={`/reisetipps/${group.slug}`}
              aria-current={group.slug === current ? 'page' : undefined}
              className={`inline-flex rounded-full px-3 py-1 text-sm ring-1 ${
                group.slug === current
                  ? 'bg-brand-dark font-semibold text-white ring-brand-dark'
                  : 'bg-white ring-slate-300 hover:ring-brand-dark'
              }`}
            >
              {group.name}
              <span className="sr-only">, </span>
              <span className="ml-1.5 opacity-80">{`(${group.count})`}</span>
              <span className="sr-only"> Reisetipps</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The regions and themes that have travel tips, as links to their pages. */
export function TipGroups({
  regions,
  categories,
  current,
}: {
  regions: Group[]
  categories: Group[]
  current?: string
}) {
  return (
    <nav aria-label="Reisetipps nach Region und Thema" className="mt-6 space-y-4">
      <GroupList title="Regionen" groups={regions} current={current} />
      <GroupList title="Themen" groups={categories} current={current} />
    </nav>
  )
}
