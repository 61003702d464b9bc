import {
  EmbeddedWalletError,
  EmbeddedWalletTimeoutError,
  FrameLoadError,
  InvalidInputError,
} from '@latch/core'
import { FrameChannelError } from '@latch/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet'
import { toEmbeddedError, toProviderError } from './toEmbeddedError'

describe('embeddedWallet options', () => {
  it('refuses a frame URL that is not http(s) and timeouts that are not whole milliseconds, naming the field', () => {
    expect(() => embeddedWallet({ frameUrl: 'javascript:alert(1)' })).toThrow(
      expect.objectContaining({ details: 'embeddedWallet.frameUrl: must be an http(s) URL' }),
    )
    expect(() => embeddedWallet({ frameUrl: 'https://wallet.example', loadTimeoutMs: -1 })).toThrow(
      InvalidInputError,
    )
    for (const requestTimeoutMs of [0, 1.5, Number.NaN])
      expect(() => embeddedWallet({ frameUrl: 'https://wallet.example', requestTimeoutMs })).toThrow(
        expect.objectContaining({
          details: 'embeddedWallet.requestTimeoutMs: must be a positive whole number of milliseconds',
        }),
      )
    expect(() => embeddedWallet(null as never)).toThrow(InvalidInputError)
  })

  it("refuses a projectId of its own: the page's one project is createLatch's", () => {
    const options = { frameUrl: 'https://wallet.example', projectId: 'shop' } as never
    expect(() => embeddedWallet(options)).toThrow(InvalidInputError)
    expect(() => embeddedWallet(options)).toThrow(
      expect.objectContaining({
        details: 'embeddedWallet.projectId: give projectId to createLatch({ projectId })',
      }),
    )
  })

  it('loads no frame without a project: the login says createLatch({ projectId }) is missing', async () => {
    const login = embeddedWallet({ frameUrl: 'http://127.0.0.1:1' })
    await expect(login.embedded.load()).rejects.toMatchObject({
      code: 'INVALID_CONFIG',
      field: 'projectId',
      details: 'projectId: the embedded wallet loads as createLatch({ projectId })',
    })
  })

  it('is the AUTH connector named Email, with the email, social and Farcaster login steps for the modal; nothing loads until used', () => {
    const connector = embeddedWallet({ frameUrl: 'http://127.0.0.1:5174' })
    expect(connector).toMatchObject({ id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' })
    expect(Object.keys(connector.embedded).sort()).toEqual([
      'confirmFarcaster',
      'connectDevice',
      'connectEmail',
      'connectOtp',
      'connectSocial',
      'farcasterUrl',
      'load',
      'openAccountSecurity',
      'placeFrame',
      'rejectApproval',
      'reload',
      'socialRedirectUri',
      'syncLocale',
      'syncTheme',
      'updateEmail',
      'waitFarcaster',
    ])
    // no frame asked anything yet: placing, rejecting and reloading are no-ops, not errors
    expect(() => connector.embedded.placeFrame(undefined)).not.toThrow()
    expect(() => connector.embedded.rejectApproval()).not.toThrow()
    expect(() => connector.embedded.reload()).not.toThrow()
    expect(() => connector.embedded.syncTheme('dark')).not.toThrow()
    expect(() => connector.embedded.syncLocale('de')).not.toThrow()
  })
})

describe("the frame channel's failures as Latch's errors", () => {
  it("no answer in time is 'Embedded Wallet Request Timed Out'; never ready is 'Unable to load email login dependency'", () => {
    expect(
      toEmbeddedError(new FrameChannelError('FRAME_TIMEOUT', 'CONNECT_OTP got no answer')),
    ).toBeInstanceOf(EmbeddedWalletTimeoutError)
    const notReady = toEmbeddedError(new FrameChannelError('FRAME_NOT_READY', 'not ready within 20000 ms'))
    expect(notReady).toBeInstanceOf(FrameLoadError)
    expect(notReady.shortMessage).toBe('Unable to load email login dependency')
  })

  it("a refusal keeps the frame's words ('Please try again after N seconds')", () => {
    const error = toEmbeddedError(
      new FrameChannelError('FRAME_REQUEST_FAILED', 'Please try again after 25 seconds'),
    )
    expect(error).toBeInstanceOf(EmbeddedWalletError)
    expect(error.shortMessage).toBe('Please try again after 25 seconds')
  })

  it("an RPC failure keeps the frame's EIP-1193 code (4001 rejected); a dead frame is 4900", () => {
    const rejected = toProviderError(
      new FrameChannelError('FRAME_REQUEST_FAILED', 'User rejected the request.', { rpcCode: 4001 }),
    )
    expect(rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(toProviderError(new FrameChannelError('FRAME_CLOSED', 'closed'))).toMatchObject({ code: 4900 })
  })
})

describe('the embedded wallet’s provider', () => {
  it("answers an unlisted method 'Requested RPC call is not allowed' (4200) after the spec's 300 ms, without loading the frame", async () => {
    vi.useFakeTimers()
    try {
      const { provider } = embeddedWallet({ frameUrl: 'http://127.0.0.1:5174' })
      let settled: unknown
      provider.request({ method: 'eth_sign', params: [] }).catch((error: unknown) => {
        settled = error
      })
      await vi.advanceTimersByTimeAsync(299)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    } finally {
      vi.useRealTimers()
    }
  })
})
