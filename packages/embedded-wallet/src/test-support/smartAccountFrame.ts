// Test support only: the embedded wallet's frame as it will answer once it holds a smart account (the
// contract the page is built against), on another origin than the page, pinned to the page given as
// `?host=`. One signed-in user with an EOA and a smart account; the account in use is the user's saved
// choice (SET_PREFERRED_ACCOUNT), else the page's default from GET_USER; smart accounts are enabled on
// 31337 only, and the smart account is not deployed. Every answer goes through frame-protocol's schemas.
import { type AppRequest, createFrameChannel, type EmbeddedUser } from '@latch/frame-protocol'

const EOA = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SMART = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const ENABLED_ON = ['eip155:31337']

const hostOrigin = new URLSearchParams(location.search).get('host') ?? ''
let chainId = 'eip155:31337'
let saved: 'eoa' | 'smartAccount' | undefined
let inUse: 'eoa' | 'smartAccount' = 'eoa'

const enabled = () => ENABLED_ON.includes(chainId)
const address = () => (inUse === 'smartAccount' ? SMART : EOA)
const choose = (wanted: 'eoa' | 'smartAccount' | undefined) => {
  if (wanted) inUse = wanted === 'smartAccount' && !enabled() ? 'eoa' : wanted
}
const user = (): EmbeddedUser => ({
  email: 'ada@example.com',
  address: address(),
  chainId,
  accounts: [
    { address: SMART, type: 'smartAccount', namespace: 'eip155' },
    { address: EOA, type: 'eoa', namespace: 'eip155' },
  ],
  preferredAccountType: inUse,
  smartAccountDeployed: false,
  smartAccountEnabled: enabled(),
})
const hex = (caipNetworkId: string) => `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`

async function handle(request: AppRequest): Promise<never> {
  switch (request.type) {
    case 'IS_CONNECTED':
      return { isConnected: true } as never
    case 'GET_USER':
      choose(saved ?? request.payload.preferredAccountType)
      return user() as never
    case 'GET_CHAIN_ID':
      return { chainId } as never
    case 'SWITCH_NETWORK':
      chainId = request.payload.chainId
      choose(saved)
      return { chainId } as never
    case 'SET_PREFERRED_ACCOUNT':
      saved = request.payload.type
      choose(saved)
      return { type: inUse, address: address() } as never
    case 'RPC_REQUEST': {
      const { method } = request.payload
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return { result: [address()] } as never
      if (method === 'eth_chainId') return { result: hex(chainId) } as never
      return { result: null } as never
    }
    case 'SYNC_THEME':
      // told to the test page, which cannot read this frame's document across origins
      window.parent.postMessage({ testSyncTheme: request.payload.themeMode }, hostOrigin)
      return {} as never
    case 'SYNC_LOCALE':
      window.parent.postMessage({ testSyncLocale: request.payload.locale }, hostOrigin)
      return {} as never
    default:
      return {} as never
  }
}

createFrameChannel({ window, parent: window.parent, hostOrigin, handle }).emit('READY', { version: 'test' })
