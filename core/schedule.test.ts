import { describe, expect, it } from 'vitest'

import { scheduleProblem, scheduledChange } from './schedule'

const now = new Date('2026-06-01T10:00:00Z')
const before = '2026-06-01T09:59:00Z'
const after = '2026-06-01T10:01:00Z'
const item = (fields: Partial<Parameters<typeof scheduledChange>[0]>) => ({
  status: 'draft',
  publish_on: null,
  unpublish_on: null,
  ...fields,
})

describe('scheduledChange', () => {
  it('publishes a draft or archived item whose time has come, and clears that time', () => {
    expect(scheduledChange(item({ publish_on: before }), now)).toEqual({
      status: 'published',
      publish_on: null,
    })
    expect(scheduledChange(item({ status: 'archived', publish_on: before }), now)).toEqual({
      status: 'published',
      publish_on: null,
    })
  })

  it('leaves an item alone before its time', () => {
    expect(scheduledChange(item({ publish_on: after }), now)).toBeNull()
    expect(scheduledChange(item({ status: 'published', unpublish_on: after }), now)).toBeNull()
    expect(scheduledChange(item({}), now)).toBeNull()
  })

  it('archives a published item whose withdrawal time has come', () => {
    expect(scheduledChange(item({ status: 'published', unpublish_on: before }), now)).toEqual({
      status: 'archived',
      unpublish_on: null,
    })
  })

  it('does not publish an item whose whole time on the site has passed', () => {
    expect(scheduledChange(item({ publish_on: '2026-05-01T00:00:00Z', unpublish_on: before }), now)).toEqual({
      unpublish_on: null,
      publish_on: null,
    })
  })

  it('gives a travel tip published on schedule that time as its date, unless it has one', () => {
    expect(scheduledChange(item({ publish_on: before, published_at: null }), now)).toEqual({
      status: 'published',
      publish_on: null,
      published_at: before,
    })
    expect(scheduledChange(item({ publish_on: before, published_at: '2026-05-20T08:00:00Z' }), now)).toEqual({
      status: 'published',
      publish_on: null,
    })
  })
})

describe('scheduleProblem', () => {
  it('refuses a withdrawal that is not after the publication', () => {
    expect(scheduleProblem({ publish_on: after, unpublish_on: before })).toBe(
      '„Zurückziehen am“ muss nach „Veröffentlichen am“ liegen.',
    )
    expect(scheduleProblem({ publish_on: before, unpublish_on: before })).not.toBeNull()
  })

  it('takes either time alone, or both in order', () => {
    expect(scheduleProblem({ publish_on: before, unpublish_on: null })).toBeNull()
    expect(scheduleProblem({ publish_on: null, unpublish_on: before })).toBeNull()
    expect(scheduleProblem({ publish_on: before, unpublish_on: after })).toBeNull()
  })
})
