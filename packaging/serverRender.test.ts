// A host that renders on a server (Next.js, Remix, a plain renderToString) imports every Latch entry in
// Node, where there is no DOM, and renders the provider and the button into HTML. Plain createElement:
// this file runs in the unit project (node environment), where .tsx means browser.
import { createLatch } from '@latch/core'
import { createEvmAdapter } from '@latch/evm'
import { ConnectButton, ConnectButtonCustom, LatchProvider } from '@latch/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

function serverLatch() {
  return createLatch({
    networks: [
      {
        caipNetworkId: 'eip155:1',
        name: 'Ethereum',
        rpcUrl: 'http://127.0.0.1:1',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    adapters: [createEvmAdapter()],
    storage: null,
  })
}

describe('server rendering', () => {
  it('imports @latch/core, @latch/evm and @latch/react in Node without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
    expect(typeof createLatch).toBe('function')
    expect(typeof createEvmAdapter).toBe('function')
    expect(typeof LatchProvider).toBe('function')
  })

  it('renders <LatchProvider><ConnectButton /></LatchProvider> to a string: the button host, no modal', () => {
    const html = renderToString(
      createElement(LatchProvider, { latch: serverLatch() }, createElement(ConnectButton)),
    )
    // The button draws into a shadow root the browser attaches on hydration; the server sends its host.
    expect(html).toContain('data-latch=""')
    expect(html).not.toContain('latch-modal')
  })

  it('reads the store on the server: a custom button renders "Connect Wallet" while disconnected', () => {
    const html = renderToString(
      createElement(
        LatchProvider,
        { latch: serverLatch() },
        createElement(ConnectButtonCustom, {
          children: ({ account }) =>
            createElement(
              'button',
              { type: 'button' },
              account.isConnected ? account.displayAddress : 'Connect Wallet',
            ),
        }),
      ),
    )
    expect(html).toBe('<button type="button">Connect Wallet</button>')
  })
})
