import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect } from 'vitest'
import { expectApiError } from './expectApiError'
import { frameRequest, randomLoginSecret } from './frameRequest'
import { TEST_FRAME_ORIGIN } from './signInByEmail'
import { useFarcasterWorld } from './useFarcasterWorld'
import { TEST_ORIGIN, type TestApi, type TestRequestInit, useTestApi } from './useTestApi'

/** A Farcaster login as the frame keeps it. */
export interface StartedFarcasterLogin {
  channelToken: string
  url: string
  secret: string
  deviceId: string
}

/**
 * Gives a test file the devnet's Farcaster world and an app over it, also served over HTTP at its public
 * URL (the test Farcaster app asks the services there for a request's sign-in code), with the frame's and
 * the person's steps: `start`, `finish` (the poll, or with `code`), `inFarcasterApp` (answers the code the
 * app shows) and `farcasterLogin` (all of them). Call it at the top of the file, with the public URL's port
 * (and `signInCode: 'off'` for an operator who turned the code step off).
 *
 * @example
 * const logins = useFarcasterLogins(await findFreePort())
 * const response = await logins.farcasterLogin(1)
 */
export function useFarcasterLogins(port: number, options: { signInCode?: 'required' | 'off' } = {}) {
  const publicUrl = `http://127.0.0.1:${port}`
  const farcaster = useFarcasterWorld()
  // in place: the world fills the settings' relay and registry once started
  Object.assign(farcaster.farcaster, options)
  const api: TestApi = useTestApi({
    deps: {
      chains: farcaster.chains,
      farcaster: farcaster.farcaster,
      frameOrigins: [TEST_FRAME_ORIGIN],
      publicUrl,
    },
  })
  let server: ReturnType<typeof serve> | undefined
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const listening = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' }, () => resolve(listening))
    })
    expect((server!.address() as AddressInfo).port).toBe(port)
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  })

  let devices = 0
  const frame = (path: string, init?: Parameters<typeof frameRequest>[2]) => frameRequest(api, path, init)

  /** The frame starts a login for its host page: answers the channel and what the frame keeps. */
  async function start(deviceId = `device-farcaster-${++devices}`): Promise<StartedFarcasterLogin> {
    const kept = { secret: randomLoginSecret(), deviceId }
    const response = await frame('/v1/auth/farcaster/start', { json: { ...kept, site: TEST_ORIGIN } })
    expect(response.status).toBe(200)
    const { channelToken, url } = (await response.json()) as { channelToken: string; url: string }
    return { ...kept, channelToken, url }
  }

  /** The frame's poll (without `code`), or its finish with the code the person typed. */
  function finish(
    started: Pick<StartedFarcasterLogin, 'channelToken' | 'secret' | 'deviceId'>,
    init: TestRequestInit & { code?: string } = {},
  ) {
    const { code, ...request } = init
    const { channelToken, secret, deviceId } = started
    return frame('/v1/auth/farcaster/finish', {
      json: { channelToken, secret, deviceId, ...(code === undefined ? {} : { code }) },
      ...request,
    })
  }

  /**
   * The person in the test Farcaster app the QR code opened, pressing a user's button or Cancel: answers
   * the code the app shows after signing in (it asked the services for it), if any.
   */
  async function inFarcasterApp(
    url: string,
    choice: { fid: number } | { cancel: true },
  ): Promise<string | undefined> {
    const channelToken = new URL(url).searchParams.get('channelToken')!
    const fields: Record<string, string> =
      'fid' in choice ? { channelToken, fid: String(choice.fid) } : { channelToken, cancel: '1' }
    const response = await fetch(farcaster.world.appUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    expect(response.status).toBe(200)
    return /data-testid="farcaster-code">([^<]+)</.exec(await response.text())?.[1]
  }

  /** The whole login as the frame and the person make it: answers the finish response. */
  async function farcasterLogin(fid: number, deviceId?: string) {
    const started = await start(deviceId)
    const code = await inFarcasterApp(started.url, { fid })
    await expectApiError(await finish(started), 409, 'FARCASTER_CODE_REQUIRED')
    return finish(started, { ...(code ? { code } : {}) })
  }

  return {
    publicUrl,
    farcaster,
    api,
    frame,
    start,
    finish,
    inFarcasterApp,
    farcasterLogin,
    /** How many devices `start` has used (for ids unique to the file). */
    devices: () => devices,
  }
}
