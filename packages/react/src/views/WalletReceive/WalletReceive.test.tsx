import { navigate, open } from '@latch/core/modal'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { renderLatch, setConnected } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function openReceive() {
  const rendered = await renderLatch(null)
  cleanup = rendered.unmount
  setConnected(rendered.latch)
  open(rendered.latch)
  navigate(rendered.latch, { view: 'WalletReceive' })
  await expect.element(page.getByTestId('receive-view')).toBeVisible()
  return rendered
}

/** Draws the QR's SVG on a canvas, as a camera would see it, and reads it back with a QR reader. */
async function decodeQr(svg: SVGSVGElement): Promise<string | undefined> {
  const size = 400
  const image = new Image()
  const markup = new XMLSerializer().serializeToString(svg)
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')!
  context.drawImage(image, 0, 0, size, size)
  const { data } = context.getImageData(0, 0, size, size)
  return jsQR(data, size, size)?.data
}

describe('WalletReceive', () => {
  it('shows the address as a QR code that decodes to it, labelled as an image', async () => {
    await openReceive()
    const qr = page.getByTestId('receive-qr')
    await expect.element(qr).toHaveRole('img')
    await expect.element(qr).toHaveAccessibleName(`QR code of the address ${ADDRESS}`)
    expect(await decodeQr(qr.element() as unknown as SVGSVGElement)).toBe(ADDRESS)
    await expect.element(page.getByTestId('receive-address')).toHaveTextContent(ADDRESS)
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Receive')
  })

  it('lists the configured networks of the account namespace it can receive on', async () => {
    await openReceive()
    const networks = page.getByTestId('receive-networks')
    await expect.element(networks).toHaveAccessibleName('Receive on these networks')
    await expect.element(page.getByTestId('receive-network-eip155:31337')).toHaveTextContent('Latch Devnet')
    await expect.element(page.getByTestId('receive-network-eip155:31338')).toHaveTextContent('Latch Devnet B')
  })

  it('copies the full address with the keyboard alone, and Back returns to Account', async () => {
    await openReceive()
    // The view change put focus on the title; Tab reaches the copy button.
    for (let i = 0; i < 4 && deepActiveElement()?.getAttribute('data-testid') !== 'receive-copy'; i++)
      await userEvent.keyboard('{Tab}')
    expect(deepActiveElement()?.getAttribute('data-testid')).toBe('receive-copy')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Address copied')
    // Reading the clipboard needs a permission the page lacks; pasting it back, as a person would, does not.
    const field = document.createElement('input')
    document.body.append(field)
    field.focus()
    await userEvent.keyboard('{Control>}v{/Control}')
    expect(field.value).toBe(ADDRESS)
    field.remove()
    await page.getByTestId('modal-back').click()
    await expect.element(page.getByTestId('account-view')).toBeVisible()
  })
})
