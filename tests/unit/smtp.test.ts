import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectInbox, extractLinks, startSmtpSink, type SmtpSink } from '../support/smtp'

/** The client side of one SMTP conversation, as Directus's mailer would have it. */
async function sendMail(port: number, from: string, to: string, message: string): Promise<void> {
  const socket = net.connect(port, '127.0.0.1')
  socket.setEncoding('utf8')
  let buffer = ''
  const replies: string[] = []
  let wake: (() => void) | undefined
  socket.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      // Multi-line replies have a dash after the code on every line but the last.
      if (/^\d{3} /.test(line)) replies.push(line)
      wake?.()
    }
  })
  const reply = async (expectedCode: string) => {
    while (replies.length === 0) await new Promise<void>((resolve) => (wake = resolve))
    const line = replies.shift()!
    if (!line.startsWith(expectedCode)) throw new Error(`Expected ${expectedCode}, got ${line}`)
  }
  const say = (line: string) => socket.write(`${line}\r\n`)

  await reply('220')
  say('EHLO test')
  await reply('250')
  say(`MAIL FROM:<${from}>`)
  await reply('250')
  say(`RCPT TO:<${to}>`)
  await reply('250')
  say('DATA')
  await reply('354')
  say(`${message.replaceAll('\n', '\r\n')}\r\n.`)
  await reply('250')
  say('QUIT')
  await reply('221')
  socket.end()
}

const verificationMail = [
  'From: Reiseportal <reiseportal@example.com>',
  'To: anna@example.com',
  'Subject: =?UTF-8?Q?Bitte_best=C3=A4tigen_Sie_Ihre_E-Mail-Adresse?=',
  'MIME-Version: 1.0',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Hallo Anna,</p><p><a href="http://localhost:3000/hotel/account/willkommen?token=abc&amp;x=1">Bestätigen</a></p>',
].join('\n')

describe('SMTP sink', () => {
  let sink: SmtpSink

  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(async () => {
    await sink.stop()
  })

  it('receives, parses and hands out mails in this process and over HTTP', async () => {
    await sendMail(sink.port, 'reiseportal@example.com', 'anna@example.com', verificationMail)

    const mail = await sink.waitForMail(
      { to: 'Anna@example.com', subject: /bestätigen/ },
      { timeoutMs: 2_000 },
    )
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(mail.from).toBe('reiseportal@example.com')
    expect(mail.links).toEqual(['http://localhost:3000/hotel/account/willkommen?token=abc&x=1'])

    const inbox = connectInbox(sink.inboxUrl)
    expect(await inbox.list()).toHaveLength(1)
    await inbox.clear()
    expect(sink.mails).toHaveLength(0)
  })

  it('tells which mail did not arrive', async () => {
    await expect(sink.waitForMail({ to: 'nobody@example.com' }, { timeoutMs: 200 })).rejects.toThrow(
      /nobody@example\.com/,
    )
  })
})

describe('extractLinks', () => {
  it('finds links in HTML and plain text once each', () => {
    const html = '<a href="https://example.com/a?b=1&amp;c=2">x</a>'
    const text = 'Link: https://example.com/a?b=1&c=2\nOder https://example.com/b.'
    expect(extractLinks(html, text)).toEqual(['https://example.com/a?b=1&c=2', 'https://example.com/b'])
  })
})
