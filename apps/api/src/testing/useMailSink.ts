import { type StartMailSinkReturnType, startMailSink } from '@latch/devnet'
import { afterAll, beforeAll } from 'vitest'
import { createSmtpMailer } from '../mail/createSmtpMailer'
import type { Mailer } from '../mail/types'

export interface TestMailSink {
  /** Sends over SMTP to the sink; usable in deps before the sink started (it resolves the URL per mail). */
  readonly mailer: Mailer
  readonly sink: StartMailSinkReturnType
  /** The six-digit code (on its own line) of the next mail to `to`. */
  nextCode(to: string): Promise<string>
  /** The link (a URL on its own line) of the next mail to `to`. */
  nextLink(to: string): Promise<URL>
}

/**
 * Gives a test file a real SMTP mail sink (`startMailSink` of the devnet) and a mailer over it, started
 * in its own beforeAll and stopped in afterAll.
 *
 * @example
 * const mail = useMailSink()
 * const api = useTestApi({ deps: { mailer: mail.mailer } })
 * const code = await mail.nextCode('alice@example.com')
 */
export function useMailSink(): TestMailSink {
  let sink: StartMailSinkReturnType | undefined
  const started = () => {
    if (!sink) throw new Error('useMailSink: the sink is not started yet (use it inside tests).')
    return sink
  }
  beforeAll(async () => {
    sink = await startMailSink()
  })
  afterAll(async () => {
    await sink?.stop()
  })
  const lineOf = async (to: string, pattern: RegExp) => {
    const message = await started().waitForMessage({ to })
    const line = message.text.split('\n').find((text) => pattern.test(text))
    if (!line) throw new Error(`The mail to ${to} has no line matching ${pattern}: ${message.text}`)
    return line
  }
  return {
    mailer: {
      send: (message) =>
        createSmtpMailer({ url: started().smtpUrl, from: 'login@latch.local' }).send(message),
    },
    get sink() {
      return started()
    },
    nextCode: (to) => lineOf(to, /^[0-9]{6}$/),
    nextLink: async (to) => new URL(await lineOf(to, /^https?:\/\/\S+$/)),
  }
}
