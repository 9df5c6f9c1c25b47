import http from 'node:http'
import { type AddressInfo } from 'node:net'

import { parseDocument } from 'htmlparser2'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** Envelope sender. */
  from: string
  /** Envelope recipients (includes Bcc). */
  to: string[]
  subject: string
  text: string
  html: string | null
  /** Every http(s) URL in the mail, in order of appearance (HTML hrefs first): verification and reset links. */
  links: string[]
  /** The header lines as received (folded lines joined), to see that no value added a header. */
  headerLines: string[]
  /** Attached files with their content as text (calendar files, JSON; binary files as base64). */
  attachments: Array<{ filename: string; contentType: string; content: string }>
  receivedAt: string
}

export type MailMatch = { to?: string; subject?: string | RegExp } | ((mail: ReceivedMail) => boolean)

type WaitOptions = { timeoutMs?: number; intervalMs?: number }

export type Inbox = {
  list(): Promise<ReceivedMail[]>
  clear(): Promise<void>
  waitForMail(match?: MailMatch, options?: WaitOptions): Promise<ReceivedMail>
}

export type SmtpSink = Inbox & {
  host: string
  port: number
  /** Base URL of the HTTP inbox, for tests in another process (see `connectInbox`). */
  inboxUrl: string
  /** The mails received so far, oldest first (same process only). */
  mails: ReceivedMail[]
  stop(): Promise<void>
}

export function matchesMail(mail: ReceivedMail, match: MailMatch = {}): boolean {
  if (typeof match === 'function') return match(mail)
  if (match.to && !mail.to.some((address) => address.toLowerCase() === match.to?.toLowerCase())) return false
  if (typeof match.subject === 'string' && mail.subject !== match.subject) return false
  if (match.subject instanceof RegExp && !match.subject.test(mail.subject)) return false
  return true
}

type HtmlNode = { type: string; name?: string; data?: string; children?: HtmlNode[] }
const INLINE = new Set(['a', 'strong', 'b', 'em', 'i', 'span'])

/**
 * What a reader sees of a mail: the words of its HTML body (the head's title and style left out), with a
 * space where a block, a cell or a line break separates them, and every run of white space as one space.
 */
export function visibleText(mail: { html: string | null; text: string }): string {
  if (!mail.html) return mail.text.replace(/\s+/g, ' ').trim()
  const parts: string[] = []
  const walk = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.data ?? '')
      if (!node.children || ['head', 'style', 'title'].includes(node.name ?? '')) continue
      const block = !INLINE.has(node.name ?? '')
      if (block) parts.push(' ')
      walk(node.children)
      if (block) parts.push(' ')
    }
  }
  walk(parseDocument(mail.html, { decodeEntities: true }).children as HtmlNode[])
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** A pattern of a whole text: the given parts in this order, anything (values of the mail) between them. */
export function inOrder(...parts: string[]): RegExp {
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*?')}$`)
}

export function extractLinks(html: string | null, text: string): string[] {
  const decode = (url: string) => url.replaceAll('&amp;', '&')
  const fromHtml = [...(html ?? '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi)].map((m) =>
    decode(m[1]!),
  )
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ''))
  return [...new Set([...fromHtml, ...fromText])]
}

async function poll(find: () => Promise<ReceivedMail | undefined>, what: string, options: WaitOptions) {
  const { timeoutMs = 15_000, intervalMs = 100 } = options
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = await find()
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No mail ${what} arrived within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

function describe(match: MailMatch | undefined): string {
  if (!match) return ''
  if (typeof match === 'function') return 'matching the predicate'
  return `matching ${JSON.stringify({ to: match.to, subject: match.subject?.toString() })}`
}

/**
 * A local SMTP server that accepts every mail (any or no authentication, no TLS), parses it and keeps it in
 * memory. An HTTP inbox on a second port (`GET /mails`, `DELETE /mails`) lets other processes read them.
 */
export async function startSmtpSink(options: { host?: string; port?: number; inboxPort?: number } = {}) {
  const host = options.host ?? '127.0.0.1'
  const mails: ReceivedMail[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          const html = typeof parsed.html === 'string' ? parsed.html : null
          const envelopeFrom = session.envelope.mailFrom
          mails.push({
            from: envelopeFrom ? envelopeFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text,
            html,
            links: extractLinks(html, text),
            headerLines: parsed.headerLines.map((header) => header.line.replace(/\r?\n[ \t]+/g, ' ')),
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString(
                attachment.contentType.startsWith('text/') ? 'utf8' : 'base64',
              ),
            })),
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  const inbox = http.createServer((request, response) => {
    if (request.url === '/mails' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails))
    } else if (request.url === '/mails' && request.method === 'DELETE') {
      mails.length = 0
      response.writeHead(204).end()
    } else {
      response.writeHead(404).end()
    }
  })

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.port ?? 0, host, () => resolve())
  })
  // A sender that dies in the middle of a mail (a Directus instance killed by a test) resets its
  // connection; smtp-server reports that as an 'error' event, which unhandled would end the test run.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject)
    inbox.listen(options.inboxPort ?? 0, host, () => resolve())
  })

  const port = (smtp.server.address() as AddressInfo).port
  const inboxUrl = `http://${host}:${(inbox.address() as AddressInfo).port}`

  const sink: SmtpSink = {
    host,
    port,
    inboxUrl,
    mails,
    list: async () => [...mails],
    clear: async () => {
      mails.length = 0
    },
    waitForMail: (match, waitOptions = {}) =>
      poll(async () => mails.find((mail) => matchesMail(mail, match)), describe(match), waitOptions),
    stop: async () => {
      inbox.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => inbox.close(() => resolve())),
      ])
    },
  }
  return sink
}

/** Reads the mails of a sink that runs in another process, e.g. the one `npm test` starts (`SMTP_INBOX_URL`). */
export function connectInbox(inboxUrl = process.env.SMTP_INBOX_URL): Inbox {
  if (!inboxUrl)
    throw new Error('No SMTP inbox: set SMTP_INBOX_URL (npm test does) or start one with startSmtpSink')
  const list = async (): Promise<ReceivedMail[]> => {
    const response = await fetch(`${inboxUrl}/mails`)
    if (!response.ok) throw new Error(`SMTP inbox answered ${response.status}`)
    return (await response.json()) as ReceivedMail[]
  }
  return {
    list,
    clear: async () => {
      const response = await fetch(`${inboxUrl}/mails`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`SMTP inbox answered ${response.status}`)
    },
    waitForMail: (match, options = {}) =>
      poll(async () => (await list()).find((mail) => matchesMail(mail, match)), describe(match), options),
  }
}
