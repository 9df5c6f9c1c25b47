import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formPostsOnly } from './form-posts'

let site: string
let close: () => void

beforeAll(async () => {
  const app = express()
  app.use(formPostsOnly())
  app.all('*', (_req, res) => void res.send('action'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

const post = (path: string, init: { body?: string; type?: string } = {}) =>
  fetch(`${site}${path}`, {
    method: 'POST',
    body: init.body ?? null,
    headers: init.type ? { 'content-type': init.type } : {},
  })

describe('formPostsOnly', () => {
  it('lets form posts through, also empty ones and with a charset', async () => {
    expect(
      (await post('/farbschema', { body: 'colorMode=dark', type: 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(200)
    expect(
      (await post('/hotel/account/abmelden', { body: '', type: 'application/x-www-form-urlencoded' })).status,
    ).toBe(200)
    expect(
      (await post('/x', { body: 'a=1', type: 'application/x-www-form-urlencoded; charset=UTF-8' })).status,
    ).toBe(200)
  })

  // Each of these was a 500 (the action's request.formData() threw), found by tests/integration/fuzz.test.ts.
  it.each([
    ['JSON', { body: '{"a":1}', type: 'application/json' }],
    ['plain text', { body: 'a=1', type: 'text/plain' }],
    ['multipart without a valid body', { body: 'a=1', type: 'multipart/form-data; boundary=x' }],
    ['no content type', { body: 'a=1' }],
    ['no body at all', {}],
  ])('answers %s with 415 and a German message', async (_label, init) => {
    const answer = await post('/hotel/account/registrieren', init)
    expect(answer.status).toBe(415)
    expect(await answer.text()).toContain('Formulardaten')
  })

  it('leaves reads and the JSON API alone', async () => {
    expect((await fetch(`${site}/hotel`)).status).toBe(200)
    expect(
      (await post('/api/trpc/folder.syncWithMyJackForUser', { body: '{}', type: 'application/json' })).status,
    ).toBe(200)
  })
})
