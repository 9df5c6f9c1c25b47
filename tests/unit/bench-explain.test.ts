import { describe, expect, it } from 'vitest'

import { judgePlan, numbered } from '../bench/explain'
import { settingOptions } from '../support/postgres'

describe('query plans of the search', () => {
  it('finds a PostgreSQL plan that reads a big table whole, and one that sorts', () => {
    const scan = [
      'Limit',
      '  ->  Sort',
      '        Sort Key: recommended_score DESC',
      '        ->  Seq Scan on hotels h',
    ]
    expect(judgePlan('postgres', scan)).toEqual({ fullScan: true, tempSort: true })
    const indexed = [
      'Limit (actual rows=20 loops=1)',
      '  ->  Index Scan using hotels_search_recommended_flags_index on hotels h (actual rows=20 loops=1)',
      "        Index Cond: ((region = 3) AND ((status)::text = 'published'::text))",
    ]
    expect(judgePlan('postgres', indexed)).toEqual({ fullScan: false, tempSort: false })
  })

  it('lets a small table be read whole on PostgreSQL (the planner does so for a few regions)', () => {
    expect(judgePlan('postgres', ['Hash Join', '  ->  Seq Scan on regions g']).fullScan).toBe(false)
  })

  it('reads SQLite plans as before: SCAN without an index is a full scan, a temp B-tree a sort', () => {
    expect(judgePlan('sqlite', ['SCAN hotels'])).toEqual({ fullScan: true, tempSort: false })
    expect(judgePlan('sqlite', ['SCAN h USING INDEX hotels_search_price_id_flags_index'])).toEqual({
      fullScan: false,
      tempSort: false,
    })
    expect(
      judgePlan('sqlite', ['SEARCH h USING INDEX x (region=?)', 'USE TEMP B-TREE FOR ORDER BY']).tempSort,
    ).toBe(true)
  })

  it('numbers the placeholders for PostgreSQL', () => {
    expect(numbered('select 1 where a = ? and b in (?, ?)')).toBe('select 1 where a = $1 and b in ($2, $3)')
  })
})

describe('PostgreSQL settings of the bench', () => {
  it('become -c options, and anything that could break out of the command line is refused', () => {
    expect(settingOptions({ shared_buffers: '1GB', random_page_cost: 1.1 })).toEqual([
      '-c shared_buffers=1GB',
      '-c random_page_cost=1.1',
    ])
    expect(() => settingOptions({ work_mem: "1MB' -c x=1" })).toThrow()
  })
})
