import { createTransport } from 'nodemailer'
import type { Mailer } from './types'

export interface CreateSmtpMailerParameters {
  /** `smtp://host:port` (STARTTLS when the server offers it) or `smtps://…` (TLS), credentials in the URL. */
  url: string
  /** The sender, `address` or `Name <address>`. */
  from: string
}

/**
 * A mailer over SMTP with nodemailer: one connection per message, so nothing is held between requests.
 *
 * @example
 * const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:2525', from: 'Latch <login@latch.local>' })
 * await mailer.send({ to: 'alice@example.com', subject: 'Your code', text: '123456' })
 */
export function createSmtpMailer(params: CreateSmtpMailerParameters): Mailer {
  const transport = createTransport(params.url, { from: params.from })
  return {
    async send(message) {
      await transport.sendMail(message)
    },
  }
}
