import type { Locator, Page } from '@playwright/test'

/** Room around the modal in the image, so its shadow and rounded corners show. */
const MARGIN = 16

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Screenshots the modal as it shows now into `path` (PNG): the dialog, with the snackbar and the
 * embedded wallet's frame when they show, and a margin of page around them. Its images are waited for
 * first; animations are stopped at their end (spinners at their start). The dev wallet's prompt and
 * badge, which stand for a browser extension's own window, are hidden: they are no part of Latch.
 *
 * @example await captureModal(page, 'docs/gallery/images/Connect-full-light-overlay.png')
 */
export async function captureModal(page: Page, path: string): Promise<void> {
  const dialog = page.getByTestId('latch-modal')
  await dialog.scrollIntoViewIfNeeded()
  await waitForImages(dialog)
  await hideDevWallet(page)
  const parts = [dialog, page.getByTestId('snackbar'), page.getByTestId('latch-embedded-wallet-frame')]
  const boxes: Box[] = []
  for (const part of parts) {
    if (!(await part.isVisible())) continue
    const box = await part.boundingBox()
    if (box) boxes.push(box)
  }
  const viewport = page.viewportSize()
  if (boxes.length === 0 || !viewport) throw new Error('The modal is not on screen')
  const left = Math.max(0, Math.min(...boxes.map((box) => box.x)) - MARGIN)
  const top = Math.max(0, Math.min(...boxes.map((box) => box.y)) - MARGIN)
  const right = Math.min(viewport.width, Math.max(...boxes.map((box) => box.x + box.width)) + MARGIN)
  const bottom = Math.min(viewport.height, Math.max(...boxes.map((box) => box.y + box.height)) + MARGIN)
  await page.screenshot({
    path,
    clip: { x: left, y: top, width: right - left, height: bottom - top },
    animations: 'disabled',
  })
}

/** Waits until every image in the dialog has loaded or failed (a broken one shows as it would). */
async function waitForImages(dialog: Locator): Promise<void> {
  await dialog
    .page()
    .waitForFunction(
      (element) => [...element.querySelectorAll('img')].every((image) => image.complete),
      await dialog.elementHandle(),
    )
}

/** Hides the dev wallet's UI (its host element at the end of <body>, styled inline with !important). */
async function hideDevWallet(page: Page): Promise<void> {
  await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>('latch-devnet-wallet')
    host?.style.setProperty('visibility', 'hidden', 'important')
  })
}
