import type { PageText } from './confirmationPage'

/** A wrong, expired or used undo link, or an email changed again since. */
export const UNDO_LINK_INVALID: PageText = {
  title: 'Link not valid',
  paragraphs: [
    'This link is not valid: it is wrong, expired or already used, or the email was changed again since.',
  ],
}

/** The old address now belongs to another account: it cannot be put back. */
export const UNDO_EMAIL_TAKEN: PageText = {
  title: 'The address cannot be put back',
  paragraphs: ['Another Latch wallet uses this address now, so it cannot be put back on yours.'],
}

/**
 * What the undo link's page asks, and what it says once done.
 *
 * @example emailUndoQuestion({ oldEmail: 'a@example.com', newEmail: 'b@example.com' }).title
 */
export function emailUndoQuestion(params: { oldEmail: string; newEmail: string }): PageText {
  return {
    title: 'Put your email back?',
    paragraphs: [
      `The email of your Latch wallet was changed from ${params.oldEmail} to ${params.newEmail}.`,
      `If you did not do this, put ${params.oldEmail} back: every device is signed out, and you sign in again with ${params.oldEmail}.`,
    ],
  }
}

/** The undo link's page once the old address is back. */
export const EMAIL_RESTORED: PageText = {
  title: 'Your email is back',
  paragraphs: [
    'Your wallet has its old email again, and every device was signed out. Sign in again with this address.',
  ],
}
