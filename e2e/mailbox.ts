import type { MailSinkMessage } from '@latch/devnet'

/** How long a read waits for the mail: SMTP delivery on loopback takes milliseconds, a loaded machine more. */
const MAIL_TIMEOUT_MS = 15_000
const POLL_INTERVAL_MS = 200

// The services' mails (apps/api/src/auth/authMails.ts) put the code, and the link, on a line of their own.
const CODE_LINE = /^(\d{6})$/m
const DEVICE_LINK_LINE = /^(https?:\/\/\S+\/v1\/auth\/device\/approve\?\S+)$/m
const UNDO_LINK_LINE = /^(https?:\/\/\S+\/v1\/auth\/email\/undo\?\S+)$/m

export interface ReadMailOptions {
  /** A `Date.now()` taken before the action that sends the mail: older mails are skipped. */
  after?: number
  /** A value already used (an earlier code): mails carrying it are skipped. */
  skip?: string
  /** How long to wait; default 15 s. A test that expects no mail waits a little and sees the error. */
  timeoutMs?: number
}

/**
 * The 6-digit code of the newest code mail to `email` in the devnet's mailbox (a login code, or an email
 * change's), waiting up to 15 s for one to arrive.
 *
 * @example
 * const sentAfter = Date.now()
 * await frame.getByRole('button', { name: 'Send code' }).click()
 * const code = await readLoginCode(world().mailboxUrl, 'alice@example.com', { after: sentAfter })
 */
export function readLoginCode(
  mailboxUrl: string,
  email: string,
  options: ReadMailOptions = {},
): Promise<string> {
  return waitForMail(mailboxUrl, email, options, 'a 6-digit code', (text) => CODE_LINE.exec(text)?.[1])
}

/**
 * The device-approval link of the newest mail to `email` that has one, waiting up to 15 s for it: the
 * URL to open (as the person would from their mail) to approve a new device.
 *
 * @example
 * await page.goto(await readDeviceLink(world().mailboxUrl, 'alice@example.com'))
 */
export function readDeviceLink(
  mailboxUrl: string,
  email: string,
  options: ReadMailOptions = {},
): Promise<string> {
  return waitForMail(
    mailboxUrl,
    email,
    options,
    'a device-approval link',
    (text) => DEVICE_LINK_LINE.exec(text)?.[1],
  )
}

/**
 * The subjects of the mails to `email` in the devnet's mailbox, newest first: what the person was told.
 *
 * @example expect(await readSubjects(world().mailboxUrl, 'alice@example.com')).toContain('Your Latch wallet was recovered on a new device')
 */
export async function readSubjects(mailboxUrl: string, email: string): Promise<string[]> {
  return (await fetchMessages(mailboxUrl, email)).map((message) => message.subject)
}

/**
 * The undo link of the newest mail to `email` (the old address after an email change), waiting up to
 * 15 s for it: the page that puts the old address back.
 *
 * @example await page.goto(await readUndoLink(world().mailboxUrl, 'old@example.com'))
 */
export function readUndoLink(
  mailboxUrl: string,
  email: string,
  options: ReadMailOptions = {},
): Promise<string> {
  return waitForMail(mailboxUrl, email, options, 'an undo link', (text) => UNDO_LINK_LINE.exec(text)?.[1])
}

/** The mailbox's messages to `email`, newest first (`GET /messages?to=`). */
async function fetchMessages(mailboxUrl: string, email: string): Promise<MailSinkMessage[]> {
  const url = new URL('/messages', mailboxUrl)
  url.searchParams.set('to', email)
  const response = await fetch(url).catch((error: Error) => {
    throw new Error(`The mailbox at ${mailboxUrl} did not answer: ${error.message}`)
  })
  if (!response.ok) throw new Error(`The mailbox at ${mailboxUrl} answered HTTP ${response.status}`)
  return ((await response.json()) as { messages: MailSinkMessage[] }).messages
}

/** Polls the mailbox until the newest mail to `email` (after `options.after`) from which `pick` reads a value. */
async function waitForMail(
  mailboxUrl: string,
  email: string,
  options: ReadMailOptions,
  what: string,
  pick: (text: string) => string | undefined,
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? MAIL_TIMEOUT_MS
  const deadline = Date.now() + timeoutMs
  const isRecent = (message: MailSinkMessage) =>
    options.after === undefined || Date.parse(message.receivedAt) >= options.after
  for (;;) {
    const messages = (await fetchMessages(mailboxUrl, email)).filter(isRecent)
    for (const message of messages) {
      const value = pick(message.text)
      if (value !== undefined && value !== options.skip) return value
    }
    if (Date.now() >= deadline) {
      const since = options.after === undefined ? '' : ` since ${new Date(options.after).toISOString()}`
      const seen = messages.map((message) => `"${message.subject}"`).join(', ') || 'none'
      throw new Error(
        `No mail with ${what} to ${email} in ${mailboxUrl}${since} within ${timeoutMs / 1000} s (mails to it: ${seen}).`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
