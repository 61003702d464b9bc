// The modal's language reaching the embedded wallet's frame over the real channel, in Chromium, across a real
// origin boundary (test-support/smartAccountFrame.ts reports each SYNC_LOCALE it accepted, after the frame
// side of the channel checked it against frame-protocol's schema).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet'

const frameUrl = (() => {
  const url = new URL('/packages/embedded-wallet/src/test-support/smartAccountFrame.html', location.href)
  url.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.href
})()

/** The locales the frame accepted, in order. */
function listen(): string[] {
  const received: string[] = []
  const onMessage = (event: MessageEvent) => {
    if (event.origin === new URL(frameUrl).origin && typeof event.data?.testSyncLocale === 'string')
      received.push(event.data.testSyncLocale)
  }
  window.addEventListener('message', onMessage)
  stops.push(() => window.removeEventListener('message', onMessage))
  return received
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

describe('syncLocale', () => {
  it('loads no frame; the frame loaded later is told the locale once it is ready', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    login.embedded.syncLocale('ar')
    expect(document.querySelector('iframe')).toBeNull()
    await login.embedded.load()
    await vi.waitFor(() => expect(received).toEqual(['ar']))
  })

  it('tells a loaded frame each change, and only changes', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    await login.embedded.load()
    login.embedded.syncLocale('de')
    await vi.waitFor(() => expect(received).toEqual(['de']))
    login.embedded.syncLocale('de')
    login.embedded.syncLocale('zh-TW')
    await vi.waitFor(() => expect(received).toEqual(['de', 'zh-TW']))
    await settle()
    expect(received).toEqual(['de', 'zh-TW'])
  })

  it('a language the frame does not speak crosses as English, its default, never as the tag', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    await login.embedded.load()
    login.embedded.syncLocale('fr')
    await vi.waitFor(() => expect(received).toEqual(['fr']))
    login.embedded.syncLocale('fr-CA')
    await vi.waitFor(() => expect(received).toEqual(['fr', 'en']))
    login.embedded.syncLocale('x-klingon')
    await settle()
    expect(received).toEqual(['fr', 'en'])
  })

  it('a frame never told a language gets no SYNC_LOCALE (it keeps its English)', async () => {
    const received = listen()
    const login = embeddedWallet({ frameUrl })
    // what the adapter's setup does with createLatch's projectId
    login.setProjectId('test')
    await login.embedded.load()
    await settle()
    expect(received).toEqual([])
  })
})
