import { expect, type Page } from '@playwright/test'
import { type ReadMailOptions, readDeviceLink } from '../mailbox'
import { world } from '../world'

/**
 * Approves a browser from the mailed device link, as the person does: opens the link in a tab of its own
 * (in `page`'s context), reads the page (the device and the site), presses Approve and sees it done.
 *
 * @example await approveDeviceFromMail(page, 'alice@example.com', { after: sentAt })
 */
export async function approveDeviceFromMail(
  page: Page,
  email: string,
  options: ReadMailOptions = {},
): Promise<void> {
  const tab = await page.context().newPage()
  try {
    await tab.goto(await readDeviceLink(world().mailboxUrl, email, options))
    await tab.getByRole('button', { name: 'Approve this device' }).click()
    await expect(tab.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  } finally {
    await tab.close()
  }
}
