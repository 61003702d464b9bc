import { ApiError } from '../http/errors'
import type { Mailer, MailMessage } from '../mail/types'

/**
 * Sends a login mail; a mail server that refuses or is unreachable answers 503 MAIL_NOT_SENT (logged in
 * one line, never the message, which holds a code or link).
 *
 * @example
 * await deliverMail(mailer, loginCodeMail(email, code))
 */
export async function deliverMail(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message)
  } catch (error) {
    console.error(`[api] a login mail could not be sent: ${(error as Error).message}`)
    throw new ApiError('MAIL_NOT_SENT', 'The mail could not be sent; try again shortly.', {
      'Retry-After': '5',
    })
  }
}
