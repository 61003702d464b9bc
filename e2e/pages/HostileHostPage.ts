import type { FrameLocator, Locator, Page } from '@playwright/test'
import { readLoginCode } from '../mailbox'
import { world } from '../world'
import { approveDeviceFromMail } from './approveDeviceFromMail'

/** A frame answer as the hostile page received it: `<TYPE>_SUCCESS` or `<TYPE>_ERROR` and its payload. */
export interface FrameAnswer {
  type: string
  payload: { result?: unknown; message?: string; code?: number } & Record<string, unknown>
}

/**
 * The hostile host page: an attacker's page on an origin the project allows, embedding the real frame and
 * driving it with raw frame-protocol messages, to test what it can make the person approve.
 */
export class HostileHostPage {
  readonly frame: FrameLocator
  readonly frameElement: Locator
  readonly claimButton: Locator
  readonly cover: Locator

  constructor(readonly page: Page) {
    this.frame = page.frameLocator('[data-testid="hostile-frame"]')
    this.frameElement = page.getByTestId('hostile-frame')
    this.claimButton = page.locator('#claim')
    this.cover = page.locator('#cover')
  }

  get approval(): Locator {
    return this.frame.getByTestId('frame-approval')
  }

  get approve(): Locator {
    return this.frame.getByTestId('frame-approve')
  }

  get reject(): Locator {
    return this.frame.getByTestId('frame-reject')
  }

  get details(): Locator {
    return this.frame.getByTestId('frame-approval-details')
  }

  /**
   * Opens the hostile page (test-support/hostileHost.html, on its own loopback origin that the e2e world
   * added to the project's allowed origins) and waits for the frame's READY.
   */
  async open(): Promise<void> {
    const { hostileHostUrl, frameUrl, api } = world()
    const pageUrl = new URL(hostileHostUrl)
    pageUrl.searchParams.set('frame', frameUrl)
    pageUrl.searchParams.set('projectId', api.projectId)
    await this.page.goto(pageUrl.href)
    await this.page.evaluate(() => (window as unknown as HostileWindow).hostile.ready)
  }

  /** Sends a frame-protocol request; answers its id without waiting for the answer. */
  send(type: string, payload: unknown): Promise<string> {
    return this.page.evaluate(
      ([type, payload]) => (window as unknown as HostileWindow).hostile.send(type as string, payload),
      [type, payload] as const,
    )
  }

  /** Waits for the answer to request `id`. */
  answer(id: string): Promise<FrameAnswer> {
    return this.page.evaluate((id) => (window as unknown as HostileWindow).hostile.answer(id), id)
  }

  /** The answer to `id` if it came, else null. */
  answered(id: string): Promise<FrameAnswer | null> {
    return this.page.evaluate((id) => (window as unknown as HostileWindow).hostile.answered(id), id)
  }

  /** Sends a request and waits for its answer. */
  async request(type: string, payload: unknown): Promise<FrameAnswer> {
    return this.answer(await this.send(type, payload))
  }

  /**
   * A round trip through the frame (GET_CHAIN_ID): the channel answers in order, so every answer the frame
   * posted before it has arrived when it has.
   */
  async roundTrip(): Promise<void> {
    await this.request('GET_CHAIN_ID', {})
  }

  /** Starts an RPC request the frame must approve; answers its id. */
  rpc(method: string, params: unknown): Promise<string> {
    return this.send('RPC_REQUEST', { method, params })
  }

  /** Signs in to the embedded wallet through the frame, as the page's email login does; answers the EOA. */
  async signIn(email: string): Promise<`0x${string}`> {
    const sentAt = Date.now()
    const connect = await this.request('CONNECT_EMAIL', { email })
    if (connect.type !== 'CONNECT_EMAIL_SUCCESS')
      throw new Error(`CONNECT_EMAIL failed: ${JSON.stringify(connect)}`)
    // every new device is approved from the mailed link first, a new address's too
    if (connect.payload.action === 'VERIFY_DEVICE') {
      const waiting = await this.send('CONNECT_DEVICE', {})
      await approveDeviceFromMail(this.page, email, { after: sentAt })
      const approved = await this.answer(waiting)
      if (approved.type !== 'CONNECT_DEVICE_SUCCESS')
        throw new Error(`CONNECT_DEVICE failed: ${JSON.stringify(approved)}`)
    }
    const otp = await readLoginCode(world().mailboxUrl, email, { after: sentAt })
    const connected = await this.request('CONNECT_OTP', { otp })
    if (connected.type !== 'CONNECT_OTP_SUCCESS')
      throw new Error(`CONNECT_OTP failed: ${JSON.stringify(connected)}`)
    const accounts = await this.request('RPC_REQUEST', { method: 'eth_accounts' })
    return (accounts.payload.result as `0x${string}`[])[0]!
  }

  /** Sets the frame element's inline style, as the page pleases (size, place, opacity). */
  placeFrame(style: string): Promise<void> {
    return this.frameElement.evaluate((iframe, style) => iframe.setAttribute('style', style), style)
  }

  /** Puts the page's own button (or its cover) over a box of the page. */
  async placeOwn(which: 'claim' | 'cover', box: { x: number; y: number; width: number; height: number }) {
    await this.page.locator(`#${which}`).evaluate((element, box) => {
      const style = (element as HTMLElement).style
      style.display = 'block'
      style.left = `${box.x}px`
      style.top = `${box.y}px`
      style.width = `${box.width}px`
      style.height = `${box.height}px`
    }, box)
  }
}

interface HostileWindow {
  hostile: {
    ready: Promise<boolean>
    send(type: string, payload: unknown): string
    answer(id: string): Promise<FrameAnswer>
    answered(id: string): FrameAnswer | null
  }
}
