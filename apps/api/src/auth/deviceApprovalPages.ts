import type { PageText } from './confirmationPage'

/** The device link's page after the person approved. */
export const DEVICE_APPROVED: PageText = {
  title: 'Device approved',
  paragraphs: ['Device approved. You can close this tab and go back.'],
}

/** A wrong, expired or used device link. */
export const DEVICE_LINK_INVALID: PageText = {
  title: 'Link not valid',
  paragraphs: [
    'This link is not valid: it is wrong, expired or already used. Start the sign-in again to get a new one.',
  ],
}

/** A confirmation POST that did not come from the services' own page in this browser. */
export const NOT_OUR_PAGE: PageText = {
  title: 'Nothing was changed',
  paragraphs: [
    'This page was not sent by the Latch services, or it is too old. Open the link from your mail again and press the button there.',
  ],
}

/**
 * What the device link's page asks: which device, which wallet, which site, and that only the person who
 * started this sign-in should approve.
 *
 * @example deviceApprovalQuestion({ device: 'Chrome on Windows', email: 'a@example.com', site: 'Shop' })
 */
export function deviceApprovalQuestion(params: { device: string; email: string; site: string }): PageText {
  return {
    title: 'Approve a new device?',
    paragraphs: [
      `${params.device} is signing in to the Latch wallet of ${params.email} on ${params.site}.`,
      'Approve only if you started this sign-in yourself, on that device, a moment ago. If not, close this page: nothing changes.',
    ],
  }
}
