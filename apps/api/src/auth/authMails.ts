import type { MailMessage } from '../mail/types'

/**
 * The mail carrying a login code: plain text, the code on a line of its own.
 *
 * @example
 * await mailer.send(loginCodeMail('alice@example.com', '042917'))
 */
export function loginCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Latch sign-in code',
    text: `Your code to sign in to your Latch wallet:\n\n${code}\n\nIt works once, for 10 minutes. If you did not try to sign in, ignore this mail.\n`,
  }
}

/**
 * The mail asking to approve a new device, with the approval link as a full URL on a line of its own.
 *
 * @example
 * await mailer.send(deviceApprovalMail('alice@example.com', 'https://api.example.com/v1/auth/device/approve?projectId=p&token=…'))
 */
export function deviceApprovalMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Approve a new device for your Latch wallet',
    text: `Someone is signing in to your Latch wallet from a device it does not know. If it is you, approve the device by opening this link:\n\n${url}\n\nThe link works once, for 10 minutes. If it is not you, ignore this mail: nothing changes.\n`,
  }
}

/**
 * The mails of an email change: first a code to the current address (naming the new one), then a code
 * to the new address.
 *
 * @example
 * await mailer.send(emailChangeCodeMail({ to: user.email, code, step: 'current', newEmail }))
 */
export function emailChangeCodeMail(params: {
  to: string
  code: string
  step: 'current' | 'new'
  newEmail: string
}): MailMessage {
  const why =
    params.step === 'current'
      ? `Your Latch wallet's email is being changed to ${params.newEmail}. To confirm it is you, enter this code:`
      : 'To make this address the email of your Latch wallet, enter this code:'
  return {
    to: params.to,
    subject: params.step === 'current' ? 'Confirm your Latch email change' : 'Confirm your new Latch email',
    text: `${why}\n\n${params.code}\n\nIt works once, for 10 minutes. If you did not ask for this, ignore this mail: nothing changes.\n`,
  }
}
