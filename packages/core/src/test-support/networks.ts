import type { NetworkConfig } from '../config/types'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const devnetA: NetworkConfig = {
  caipNetworkId: 'eip155:31337',
  name: 'Latch Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: ether,
}
export const devnetB: NetworkConfig = {
  caipNetworkId: 'eip155:31338',
  name: 'Latch Devnet B',
  rpcUrl: 'http://127.0.0.1:8546',
  nativeCurrency: ether,
}

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
