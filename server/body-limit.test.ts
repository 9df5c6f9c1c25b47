import { request } from 'node:http'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bodyLimit } from './body-limit'
import { listen } from '../tests/support/listen'

let server: Awaited<ReturnType<typeof listen>>
let bodiesRead = 0

beforeAll(async () => {
  const app = express()
  app.use(bodyLimit(64 * 1024))
  app.post('/form', express.text({ type: '*/*', limit: '10mb' }), (req, res) => {
    bodiesRead += 1
    res.send(`read ${String(req.body).length}`)
  })
  server = await listen(app)
})

afterAll(() => server.close())

describe('bodyLimit', () => {
  it('lets a body within the limit through', async () => {
    const response = await fetch(`${server.base}/form`, { method: 'POST', body: 'x'.repeat(64 * 1024) })
    expect(await response.text()).toBe(`read ${64 * 1024}`)
  })

  it('answers 413 in German before the body is read', async () => {
    const before = bodiesRead
    const response = await fetch(`${server.base}/form`, { method: 'POST', body: 'x'.repeat(64 * 1024 + 1) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('Die gesendeten Daten sind zu groß (höchstens 64 KB)')
    expect(bodiesRead).toBe(before)
  })

  it('refuses a chunked body without a length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.base}/form`, { method: 'POST' }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.write('x'.repeat(1000))
      req.end()
    })
    expect(status).toBe(411)
  })
})
