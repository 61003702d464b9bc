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
 * The mail asking to approve a device the address never used (a new address's first one too), naming
 * the site and the device, with the approval link as a full URL on a line of its own. The link opens a
 * page whose button approves: opening it alone (a mail scanner) approves nothing.
 *
 * @example
 * await mailer.send(deviceApprovalMail('alice@example.com', { url, site: 'Latch demo', device: 'Chrome on Windows' }))
 */
export function deviceApprovalMail(
  to: string,
  params: { url: string; site: string; device: string },
): MailMessage {
  return {
    to,
    subject: 'Approve a new device for your Latch wallet',
    text: `Someone is signing in to your Latch wallet on ${params.site} from a device it does not know (${params.device}). If it is you, open this link and press Approve:\n\n${params.url}\n\nThe link works once, for 10 minutes. If it is not you, ignore this mail: nothing changes.\n`,
  }
}

/**
 * The mail with a code to recover the wallet on a device that lacks its share.
 *
 * @example await mailer.send(recoveryCodeMail('alice@example.com', '042917'))
 */
export function recoveryCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Latch wallet recovery code',
    text: `Your code to use your Latch wallet on a new device:\n\n${code}\n\nIt works once, for 10 minutes. If you did not ask for it, do not share it: someone holding a session of yours is trying to take your wallet. Sign out everywhere from your wallet's account security.\n`,
  }
}

/**
 * The mail after each recovery of the wallet on a new device: what happened, where, and what to do if it
 * was not the person.
 *
 * @example await mailer.send(walletRecoveredMail('alice@example.com', { device: 'Chrome on Linux', at: now }))
 */
export function walletRecoveredMail(to: string, params: { device: string; at: number }): MailMessage {
  return {
    to,
    subject: 'Your Latch wallet was recovered on a new device',
    text: `Your Latch wallet was set up on a new device (${params.device}) at ${new Date(params.at).toISOString()}. Your other devices were signed out; sign in there again with a code.\n\nIf it was not you, sign in on a device you trust and use Sign out everywhere in your wallet's account security, then move your funds to a new wallet.\n`,
  }
}

/**
 * The mail telling the person that code sign-in is locked after too many wrong codes.
 *
 * @example await mailer.send(codeLockMail('alice@example.com', { failures: 10, until }))
 */
export function codeLockMail(to: string, params: { failures: number; until: number }): MailMessage {
  return {
    to,
    subject: 'Sign-in to your Latch wallet is locked for 24 hours',
    text: `${params.failures} wrong codes were typed for your Latch wallet. To keep anyone from guessing one, sign-in by code is locked until ${new Date(params.until).toISOString()}.\n\nIf it was not you, someone may be trying to get into your wallet: nothing else changed, and your devices stay signed in.\n`,
  }
}

/**
 * The mail to the OLD address once an email change completed, with the undo link (a full URL on a line of
 * its own; it opens a page whose button restores the old address).
 *
 * @example await mailer.send(emailChangedMail({ to: oldEmail, newEmail, url, days: 7 }))
 */
export function emailChangedMail(params: {
  to: string
  newEmail: string
  url: string
  days: number
}): MailMessage {
  return {
    to: params.to,
    subject: 'The email of your Latch wallet was changed',
    text: `The email of your Latch wallet is now ${params.newEmail}, and your other devices were signed out.\n\nIf you did not do this, open this link and press the button to put this address back and sign every device out:\n\n${params.url}\n\nThe link works once, for ${params.days} days.\n`,
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
