import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartMailboxReturnType, startMailbox } from './startMailbox'
import { type StartMailSinkReturnType, startMailSink } from './startMailSink'

let sink: StartMailSinkReturnType
let mailbox: StartMailboxReturnType
const send = (message: { to: string; subject: string; text: string }) =>
  createTransport(sink.smtpUrl).sendMail({ from: 'login@latch.local', ...message })

beforeAll(async () => {
  sink = await startMailSink({ limit: 3 })
  mailbox = await startMailbox({ sink })
})
afterAll(async () => {
  await mailbox.stop()
  await sink.stop()
})

describe('startMailSink', () => {
  it('receives a real SMTP message and hands it out once, parsed', async () => {
    await send({ to: 'Alice@Example.com', subject: 'Your code', text: 'Code:\n123456\n' })
    const message = await sink.waitForMessage({ to: 'alice@example.com' })
    expect(message).toMatchObject({
      to: ['alice@example.com'],
      from: 'login@latch.local',
      subject: 'Your code',
      text: 'Code:\n123456\n',
    })
    await expect(sink.waitForMessage({ to: 'alice@example.com', timeoutMs: 100 })).rejects.toThrow(
      'No mail to alice@example.com within 100 ms.',
    )
  })

  it('waits for a message that has not arrived yet', async () => {
    const waiting = sink.waitForMessage({ to: 'bob@example.com' })
    await send({ to: 'bob@example.com', subject: 'Later', text: 'x' })
    expect((await waiting).subject).toBe('Later')
  })

  it('keeps only the newest messages up to its limit', async () => {
    for (const n of [1, 2, 3]) await send({ to: 'carol@example.com', subject: `n${n}`, text: 'x' })
    expect(sink.messages().map((message) => message.subject)).toEqual(['n1', 'n2', 'n3'])
  })
})

describe('startMailbox', () => {
  it('lists the messages newest first as HTML, escaping what senders wrote', async () => {
    await send({ to: 'dave@example.com', subject: '<script>alert(1)</script>', text: 'a < b & "c"' })
    const response = await fetch(mailbox.url)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<pre>a &lt; b &amp; &quot;c&quot;\n</pre>')
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('n3'))
  })

  it('answers /messages?to= as JSON, newest first, for that recipient only', async () => {
    const response = await fetch(`${mailbox.url}/messages?to=CAROL@example.com`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { messages } = (await response.json()) as { messages: { subject: string }[] }
    expect(messages.map((message) => message.subject)).toEqual(['n3', 'n2'])
    expect((await fetch(`${mailbox.url}/nothing`)).status).toBe(404)
  })
})
