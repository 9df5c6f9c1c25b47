import type { RequestHandler } from 'express'

import { tError } from '../core/copy/error'

const kilobytes = (bytes: number) => Math.floor(bytes / 1024)

/**
 * Refuses request bodies above `maxBytes` by their Content-Length, before anything reads them (413). A
 * body without a length (chunked) is refused too (411): browsers send the length with every form post and
 * fetch, and Node's parser never delivers more than the stated length.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const length = req.get('content-length')
    const refuse = (status: number, text: string) =>
      res.status(status).set('Connection', 'close').type('text/plain; charset=utf-8').send(text)
    if (length === undefined) {
      if (req.get('transfer-encoding') === undefined) return next()
      return refuse(411, tError('error.lengthMissing'))
    }
    if (Number(length) <= maxBytes) return next()
    refuse(413, tError('error.tooLarge', { max: kilobytes(maxBytes) }))
  }
}
