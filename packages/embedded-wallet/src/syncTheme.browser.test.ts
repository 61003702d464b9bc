// The modal's colour scheme reaching the embedded wallet's frame over the real channel, in Chromium, across
// a real origin boundary (test-support/smartAccountFrame.ts reports each SYNC_THEME it accepted).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet'

const frameUrl = (() => {
  const url = new URL('/packages/embedded-wallet/src/test-support/smartAccountFrame.html', location.href)
  url.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.href
})()

/** The colour schemes the frame accepted, in order. */
function listen(): string[] {
  const received: string[] = []
  const onMessage = (event: MessageEvent) => {
    if (event.origin === new URL(frameUrl).origin && typeof event.data?.testSyncTheme === 'string')
      received.push(event.data.testSyncTheme)
  }
  window.addEventListener('message', onMessage)
  stops.push(() => window.removeEventListener('message', onMessage))
  return received
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

describe('syncTheme', () => {
  it('loads no frame; the frame loaded later is told the scheme once it is ready', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    login.embedded.syncTheme('dark')
    expect(document.querySelector('iframe')).toBeNull()
    await login.embedded.load()
    await vi.waitFor(() => expect(received).toEqual(['dark']))
  })

  it('tells a loaded frame each change, and only changes', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    await login.embedded.load()
    login.embedded.syncTheme('light')
    await vi.waitFor(() => expect(received).toEqual(['light']))
    login.embedded.syncTheme('light')
    login.embedded.syncTheme('dark')
    await vi.waitFor(() => expect(received).toEqual(['light', 'dark']))
    // a settle period: nothing else arrives
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received).toEqual(['light', 'dark'])
  })

  it('a frame never told a scheme gets no SYNC_THEME (it keeps its light default)', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    await login.embedded.load()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received).toEqual([])
  })
})
