// Size budget entry: the EVM adapter with the WalletConnect connector. Its initial load is what
// `walletConnect()` adds to the adapter; the SDK (`@walletconnect/universal-provider`) is its lazy chunk.
import { createEvmAdapter, walletConnect } from '@latch/evm'

declare global {
  interface Window {
    adapter?: unknown
  }
}
window.adapter = createEvmAdapter({
  walletConnect: walletConnect({ relayUrl: 'ws://127.0.0.1:8548' }),
})
