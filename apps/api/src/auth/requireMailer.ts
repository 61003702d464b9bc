import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import type { Mailer } from '../mail/types'

/**
 * The service's mailer, or 503 MAIL_NOT_CONFIGURED: checked before anything is stored or a cooldown is
 * taken, so a service without mail changes nothing.
 *
 * @example
 * const mailer = requireMailer(c.var.deps)
 */
export function requireMailer(deps: AppDeps): Mailer {
  if (!deps.mailer)
    throw new ApiError(
      'MAIL_NOT_CONFIGURED',
      'This service sends no mail: set LATCH_SMTP_URL and LATCH_MAIL_FROM.',
    )
  return deps.mailer
}
