import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'dotenv'
import { describe, expect, it } from 'vitest'

import { getClientEnv, parseEnv } from './env'

const valid = {
  SITE_URL: 'http://localhost:3000',
  DIRECTUS_URL: 'http://localhost:8055',
  DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
  SESSION_SECRET: 'first-secret-that-is-long-enough-123,second-secret-that-is-long-enough-456',
}

describe('parseEnv', () => {
  it('applies defaults and splits rotated session secrets', () => {
    const env = parseEnv(valid)
    expect(env.PORT).toBe(3000)
    expect(env.SESSION_SAME_SITE).toBe('lax')
    expect(env.SESSION_SECRET).toEqual([
      'first-secret-that-is-long-enough-123',
      'second-secret-that-is-long-enough-456',
    ])
  })

  it('names every missing or malformed variable', () => {
    const { SITE_URL: _dropped, ...rest } = valid
    expect(() => parseEnv({ ...rest, PORT: 'abc', DIRECTUS_URL: 'not a url' })).toThrowError(
      /SITE_URL[\s\S]*PORT|PORT[\s\S]*SITE_URL/,
    )
    expect(() => parseEnv({ ...rest, DIRECTUS_URL: 'not a url' })).toThrowError(/DIRECTUS_URL/)
  })

  it('takes one Directus instance or several, separated by commas, each a URL', () => {
    expect(parseEnv(valid).DIRECTUS_URL).toEqual(['http://localhost:8055'])
    expect(
      parseEnv({ ...valid, DIRECTUS_URL: 'http://directus-a:8055, http://directus-b:8055' }).DIRECTUS_URL,
    ).toEqual(['http://directus-a:8055', 'http://directus-b:8055'])
    expect(() => parseEnv({ ...valid, DIRECTUS_URL: 'http://directus-a:8055,directus-b' })).toThrowError(
      /DIRECTUS_URL/,
    )
    expect(() => parseEnv({ ...valid, DIRECTUS_URL: ' , ' })).toThrowError(/DIRECTUS_URL/)
  })

  it('fetches the current user at page start unless auto-fetch is switched off', () => {
    expect(parseEnv(valid).USER_AUTO_FETCH).toBe(true)
    expect(parseEnv({ ...valid, USER_AUTO_FETCH: 'false' }).USER_AUTO_FETCH).toBe(false)
    expect(() => parseEnv({ ...valid, USER_AUTO_FETCH: 'vielleicht' })).toThrowError(/USER_AUTO_FETCH/)
  })

  it('rejects a short session secret, also as one of several', () => {
    expect(() => parseEnv({ ...valid, SESSION_SECRET: 'short' })).toThrowError(/SESSION_SECRET/)
    expect(() =>
      parseEnv({ ...valid, SESSION_SECRET: 'first-secret-that-is-long-enough-123,short' }),
    ).toThrowError(/SESSION_SECRET/)
  })

  it("refuses .env.example's placeholder secrets and regular ones", () => {
    const example = parse(readFileSync(path.join(import.meta.dirname, '..', '.env.example')))
    expect(() => parseEnv(example)).toThrowError(/SESSION_SECRET[\s\S]*placeholder/)
    expect(() => parseEnv(example)).toThrowError(/DIRECTUS_STATIC_TOKEN[\s\S]*placeholder/)
    expect(() => parseEnv({ ...valid, SESSION_SECRET: 'a'.repeat(40) })).toThrowError(/SESSION_SECRET/)
  })

  it('trusts no proxy unless told which', () => {
    expect(parseEnv(valid).TRUST_PROXY).toBe(false)
    expect(parseEnv({ ...valid, TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ ...valid, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ ...valid, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
    expect(() => parseEnv({ ...valid, TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY/)
  })

  it('reads REDIS_URL only as a redis address', () => {
    expect(parseEnv({ ...valid, REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(parseEnv({ ...valid, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    )
    expect(() => parseEnv({ ...valid, REDIS_URL: 'http://127.0.0.1' })).toThrowError(/REDIS_URL/)
  })

  it('reads the third-party login providers with their button labels', () => {
    expect(parseEnv(valid).SSO_PROVIDERS).toEqual([])
    expect(parseEnv({ ...valid, SSO_PROVIDERS: '' }).SSO_PROVIDERS).toEqual([])
    const providers =
      '[{"id":"musterid","label":"Mit MusterID anmelden"},{"id":"google","label":"Mit Google"}]'
    expect(parseEnv({ ...valid, SSO_PROVIDERS: providers }).SSO_PROVIDERS).toEqual([
      { id: 'musterid', label: 'Mit MusterID anmelden' },
      { id: 'google', label: 'Mit Google' },
    ])
  })

  it('rejects malformed third-party login providers', () => {
    for (const bad of [
      'musterid',
      '{"id":"musterid","label":"x"}',
      '[{"id":"Muster-ID","label":"x"}]',
      '[{"id":"musterid","label":""}]',
      '[{"id":"a","label":"x"},{"id":"a","label":"y"}]',
    ]) {
      expect(() => parseEnv({ ...valid, SSO_PROVIDERS: bad }), bad).toThrowError(/SSO_PROVIDERS/)
    }
  })
})

describe('getClientEnv', () => {
  it('exposes no secret to the browser', () => {
    const exposed = JSON.stringify(getClientEnv(parseEnv(valid)))
    expect(exposed).not.toContain(valid.DIRECTUS_STATIC_TOKEN)
    expect(exposed).not.toContain('first-secret')
  })
})
