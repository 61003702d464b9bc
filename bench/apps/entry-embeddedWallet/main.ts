// Size budget entry: the EVM adapter with the email login connector. Its initial load is what
// `embeddedWallet()` adds to the adapter; the frame channel (frame-protocol's schemas and channel) is its lazy chunk.
import { embeddedWallet } from '@latch/embedded-wallet'
import { createEvmAdapter } from '@latch/evm'

declare global {
  interface Window {
    adapter?: unknown
  }
}
window.adapter = createEvmAdapter({
  embeddedWallet: embeddedWallet({ frameUrl: 'http://127.0.0.1:5174' }),
})
