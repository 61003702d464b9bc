import type { AddressInfo } from 'node:net'
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server'

/** Where `startDevnet({ fixedPorts: true })` takes mail (`npm run demo`): `smtp://127.0.0.1:2525`. */
export const DEVNET_SMTP_DEMO_PORT = 2525

/** Messages a sink keeps: the newest ones, so a long demo session cannot grow it without bound. */
export const MAIL_SINK_LIMIT = 500

/** Largest message accepted, in bytes (login mails are a few hundred). */
const MAX_MESSAGE_BYTES = 1024 * 1024

/** A message the sink received, as parsed by mailparser. */
export interface MailSinkMessage {
  /** 1, 2, 3… in order of arrival. */
  id: number
  /** The envelope's recipients (RCPT TO), lower-case. */
  to: string[]
  /** The envelope's sender (MAIL FROM). */
  from: string
  subject: string
  /** The plain-text body. */
  text: string
  /** ISO 8601. */
  receivedAt: string
}

export interface StartMailSinkParameters {
  /** 0 or omitted: a free port. */
  port?: number
  /** Default MAIL_SINK_LIMIT. */
  limit?: number
}

export interface StartMailSinkReturnType {
  /** e.g. `smtp://127.0.0.1:2525`, for `LATCH_SMTP_URL` or `createSmtpMailer`. */
  smtpUrl: string
  /** Every kept message, oldest first. */
  messages(): MailSinkMessage[]
  /**
   * The oldest message to `to` that no earlier call took, waiting up to `timeoutMs` (default 5 s) for one
   * to arrive; rejects after that. Each call takes one, so a test reads a flow's mails in order.
   */
  waitForMessage(params: { to: string; timeoutMs?: number }): Promise<MailSinkMessage>
  stop(): Promise<void>
}

/**
 * A real SMTP server on loopback that accepts every message (no auth, no TLS) and keeps it, parsed, in
 * memory: the mail sink of the local world and of the email login's tests. smtp-server and mailparser
 * are loaded here, not at import, so importing @latch/devnet costs nothing when no sink is started.
 *
 * @example
 * const sink = await startMailSink()
 * const mailer = createSmtpMailer({ url: sink.smtpUrl, from: 'login@latch.local' })
 * await mailer.send({ to: 'alice@example.com', subject: 'Hi', text: 'Hello' })
 * const message = await sink.waitForMessage({ to: 'alice@example.com' }) // { subject: 'Hi', text: 'Hello\n', … }
 * await sink.stop()
 */
export async function startMailSink(params: StartMailSinkParameters = {}): Promise<StartMailSinkReturnType> {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')])
  const limit = params.limit ?? MAIL_SINK_LIMIT
  const kept: MailSinkMessage[] = []
  const taken = new Set<number>()
  const waiters = new Set<() => void>()
  let nextId = 1

  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession) => {
    const parsed = await simpleParser(stream)
    if (stream.sizeExceeded) throw new Error('Message exceeds the fixed maximum message size')
    const envelope = session.envelope
    kept.push({
      id: nextId++,
      to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      receivedAt: new Date().toISOString(),
    })
    for (const dropped of kept.splice(0, Math.max(0, kept.length - limit))) taken.delete(dropped.id)
    for (const wake of waiters) wake()
  }

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // stop() waits for open connections this long at most (default 30 s).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  const takeFor = (to: string) => {
    const message = kept.find((candidate) => !taken.has(candidate.id) && candidate.to.includes(to))
    if (message) taken.add(message.id)
    return message
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => [...kept],
    waitForMessage({ to, timeoutMs = 5000 }) {
      const recipient = to.toLowerCase()
      return new Promise((resolve, reject) => {
        const check = () => {
          const message = takeFor(recipient)
          if (!message) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(message)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms.`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
