// Size budget entry: the EVM adapter alone (`createEvmAdapter` with the viem code it uses).
import { createEvmAdapter } from '@latch/evm'

declare global {
  interface Window {
    adapter?: unknown
  }
}
window.adapter = createEvmAdapter()
