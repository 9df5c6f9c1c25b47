import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { Refusal } from '../core/refusal'

const settings = {
  SITE_URL: 'http://localhost:3000',
  DIRECTUS_URL: 'http://localhost:8055',
  DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-123',
  AUTH_RATE_LIMIT: '5',
  AUTH_ACCOUNT_LIMIT: '2',
  BOOKING_LIMIT: '3',
  BOOKING_ROOMS_LIMIT: '4',
}

async function load() {
  vi.resetModules()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  vi.stubEnv('REDIS_URL', '')
  const { limit, release } = await import('./limits')
  return { limit, release, refusal }
}

/** The refusal of an attempt, or null when it was allowed. */
const refusal = async (attempt: Promise<void>) => {
  try {
    await attempt
    return null
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'limited') return error
    throw error
  }
}

describe('limit', () => {
  beforeAll(() => vi.useFakeTimers())
  afterAll(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('refuses an e-mail address over its limit from any client, in German with Retry-After', async () => {
    const { limit, refusal } = await load()
    expect(await refusal(limit('lookup', { client: '198.51.100.1', email: 'Erika@Example.com' }))).toBeNull()
    expect(await refusal(limit('lookup', { client: '198.51.100.2', email: 'erika@example.com ' }))).toBeNull()
    const refused = await refusal(limit('lookup', { client: '198.51.100.3', email: 'erika@example.com' }))
    expect(refused?.retryAfter).toBe(900)
    expect(refused?.message).toBe(
      'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    )
    // Another address from the same clients is not affected.
    expect(await refusal(limit('lookup', { client: '198.51.100.3', email: 'max@example.com' }))).toBeNull()
  })

  it('refuses a client over its limit whatever address it names, and each capability counts on its own', async () => {
    const { limit, refusal } = await load()
    for (let i = 0; i < 5; i++) {
      expect(
        await refusal(limit('enquiry', { client: '203.0.113.9', email: `gast${i}@example.com` })),
      ).toBeNull()
    }
    expect(
      await refusal(limit('enquiry', { client: '203.0.113.9', email: 'neu@example.com' })),
    ).not.toBeNull()
    expect(await refusal(limit('lookup', { client: '203.0.113.9', email: 'neu@example.com' }))).toBeNull()
  })

  it('counts rooms as the cost of a booking and says when bookings are possible again', async () => {
    const { limit, refusal } = await load()
    const keys = { client: '192.0.2.4', email: 'familie@example.com' }
    expect(await refusal(limit('bookRooms', keys, 3))).toBeNull()
    const refused = await refusal(limit('bookRooms', keys, 2))
    expect(refused?.message).toBe(
      'Von Ihnen sind in kurzer Zeit bereits mehrere Buchungen eingegangen. Weitere Buchungen sind in 24 Stunden wieder möglich – oder rufen Sie uns an, wir buchen gern für Sie.',
    )
    vi.advanceTimersByTime(24 * 60 * 60_000)
    expect(await refusal(limit('bookRooms', keys, 2))).toBeNull()
  })

  it('gives back what an attempt counted when it took nothing after all', async () => {
    const { limit, release, refusal } = await load()
    const keys = { client: '192.0.2.9', email: 'preis@example.com', account: 'u-1' }
    for (let i = 0; i < 10; i++) {
      expect(await refusal(limit('book', keys))).toBeNull()
      await release('book', keys)
    }
    for (let i = 0; i < 3; i++) expect(await refusal(limit('book', keys))).toBeNull()
    expect(await refusal(limit('book', keys))).not.toBeNull()
  })

  it('skips keys that a call does not have (an in-process call without a client)', async () => {
    const { limit, refusal } = await load()
    for (let i = 0; i < 10; i++) expect(await refusal(limit('changePassword', { client: null }))).toBeNull()
  })
})
