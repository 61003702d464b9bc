import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'

const jsQrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js')

/** Latch's WalletConnect view: the QR code of the pairing URI, its copy link and its states. */
export class WalletConnectPage {
  readonly view: Locator
  readonly qr: Locator
  readonly status: Locator
  readonly copyLink: Locator
  readonly error: Locator
  readonly retry: Locator

  constructor(readonly page: Page) {
    this.view = page.getByTestId('connecting-walletconnect')
    this.qr = page.getByTestId('walletconnect-qr')
    this.status = page.getByTestId('walletconnect-status')
    this.copyLink = page.getByTestId('walletconnect-copy')
    this.error = page.getByTestId('connecting-error')
    this.retry = page.getByTestId('connecting-retry')
  }

  /**
   * The URI the QR code holds, read as a phone would: a screenshot of the code with its logo, decoded
   * by jsQR (loaded into the page for this), so a code readers cannot decode fails the test.
   */
  async decodeQr(): Promise<string> {
    const png = (await this.qr.locator('xpath=..').screenshot()).toString('base64')
    if (!(await this.page.evaluate(() => 'jsQR' in window))) await this.page.addScriptTag({ path: jsQrPath })
    return this.page.evaluate(async (base64) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, image.height)
      type JsQr = (pixels: Uint8ClampedArray, width: number, height: number) => { data: string } | null
      const code = (window as unknown as { jsQR: JsQr }).jsQR(data, image.width, image.height)
      if (!code) throw new Error('the QR code does not decode')
      return code.data
    }, png)
  }
}
