import type { RequestHandler } from 'express'

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
      return refuse(411, 'Die Anfrage nennt ihre Länge nicht und wurde deshalb abgelehnt.')
    }
    if (Number(length) <= maxBytes) return next()
    refuse(
      413,
      `Die gesendeten Daten sind zu groß (höchstens ${kilobytes(maxBytes)} KB). Bitte kürzen Sie Ihre Eingaben und senden Sie das Formular erneut.`,
    )
  }
}
