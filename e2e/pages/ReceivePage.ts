import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/** The Receive view: the address as a QR code and in full, copy, and the networks it receives on. */
export class ReceivePage {
  readonly view: Locator
  readonly qr: Locator
  readonly address: Locator
  readonly copyButton: Locator
  readonly networks: Locator

  constructor(readonly page: Page) {
    this.view = page.getByTestId('receive-view')
    this.qr = page.getByTestId('receive-qr')
    this.address = page.getByTestId('receive-address')
    this.copyButton = page.getByTestId('receive-copy')
    this.networks = page.getByTestId('receive-networks').getByRole('listitem')
  }

  network(caipNetworkId: string): Locator {
    return this.page.getByTestId(`receive-network-${caipNetworkId}`)
  }

  /** Screenshots the QR code as it shows and reads it as a camera would (jsQR); null when unreadable. */
  async decodeQr(): Promise<string | null> {
    const png = PNG.sync.read(await this.qr.screenshot({ animations: 'disabled' }))
    const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength)
    return jsQR(pixels, png.width, png.height)?.data ?? null
  }
}
