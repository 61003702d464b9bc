import { createBitcoinAdapter } from '@latch/bitcoin'
import {
  createLatch,
  fetchBalance,
  getCapabilities,
  sendCalls,
  signMessage,
  type WalletCall,
  waitForCallsStatus,
} from '@latch/core'
import { fetchTokenBalances } from '@latch/core/modal'
import {
  DEVNET_PRIVATE_KEYS,
  installDevWallet,
  POLKADOT_DEVNET_URIS,
  SOLANA_DEVNET_KEYS,
} from '@latch/devnet/wallet'
import { embeddedWallet } from '@latch/embedded-wallet'
import { createEvmAdapter, walletConnect } from '@latch/evm'
import { createPolkadotAdapter } from '@latch/polkadot'
import { LatchProvider } from '@latch/react'
import { createServicesSiwx } from '@latch/siwx'
import { createSolanaAdapter } from '@latch/solana'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

const params = new URLSearchParams(location.search)
const chains = __LATCH_DEMO_CHAINS__
// `?chains=eip155` keeps only the devnet's eip155 chains: then WalletConnect signs in with one approval (spec §5).
const evmOnly = params.get('chains') === 'eip155'
const solana = evmOnly ? null : __LATCH_DEMO_SOLANA__
const polkadot = evmOnly ? null : __LATCH_DEMO_POLKADOT__
const bitcoin = evmOnly ? null : __LATCH_DEMO_BITCOIN__

// Demo only: the dev wallet plays the browser extension. It also knows Ethereum mainnet, which the
// demo does not configure, so the wallet's own chain switch can show UnsupportedChain.
// `?devwallet-fault=throw|hang|garbage` and `?connect-timeout=ms` let tests show how Latch handles a bad wallet.
const fault = params.get('devwallet-fault')
// `?devwallet-account=1` (0 to 9, anvil's ten accounts; 0 to 3 hold the fixture tokens, 4 to 9 only ETH;
// default 0, the demo account) signs as another account, so e2e tests that send, swap or register leave
// the demo account alone; on Solana, `?devwallet-solana-account=1` (0 to 4, the devnet's five funded keys;
// 0 and 1 hold the fixture mints); on Polkadot, `?devwallet-polkadot-account=1` (0 to 5, //Alice to //Ferdie); on Bitcoin,
// `?devwallet-bitcoin-account=1` (0 to 5). The keys are public test keys; still honoured only on loopback.
const onLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname)
const testKey = <T,>(keys: readonly T[], param: string): T | undefined => {
  const index = params.get(param)
  return onLoopback && index && /^\d$/.test(index) ? keys[Number(index)] : undefined
}
installDevWallet({
  chains: [...chains, { id: 1, name: 'Ethereum (not in this demo)' }],
  privateKey: testKey(DEVNET_PRIVATE_KEYS, 'devwallet-account'),
  // The same wallet on the devnet's Solana cluster, over wallet-standard, like Phantom.
  solana: solana ?? undefined,
  solanaKey: testKey(SOLANA_DEVNET_KEYS, 'devwallet-solana-account'),
  // And as a Polkadot extension on the devnet's Chopsticks chain, like Polkadot{.js} or Talisman.
  polkadot: polkadot ?? undefined,
  polkadotUri: testKey(POLKADOT_DEVNET_URIS, 'devwallet-polkadot-account'),
  // And as a Bitcoin wallet on the devnet's regtest node, over wallet-standard and sats-connect, like Xverse.
  bitcoin: bitcoin ?? undefined,
  bitcoinAccount: testKey([0, 1, 2, 3, 4, 5], 'devwallet-bitcoin-account'),
  faults: fault === 'throw' || fault === 'hang' || fault === 'garbage' ? { connect: fault } : undefined,
})
const connectTimeoutMs = Number(params.get('connect-timeout')) || undefined
// The provider services `npm run demo` and the e2e world start on loopback: remote config,
// analytics and error reports for the latch-demo project.
// `?api=http://127.0.0.1:PORT` points the demo at other services (the e2e "services down" test gives
// a closed port); loopback only, so a shared link cannot send the demo's events anywhere else.
const apiOverride = params.get('api')
const demoApi = {
  ...__LATCH_DEMO_API__,
  ...(apiOverride && /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(apiOverride) ? { url: apiOverride } : {}),
}

// `?siwx=required|optional` signs in with the wallet after connecting, verified and kept by the services.
const siwxMode = params.get('siwx')
const api = { baseUrl: demoApi.url, projectId: demoApi.projectId }
const siwx =
  siwxMode === 'required' || siwxMode === 'optional'
    ? createServicesSiwx({ api, required: siwxMode === 'required', statement: 'Sign in to the Latch demo.' })
    : undefined

const frameOverride = params.get('frame')

// `?rpc-via=http://127.0.0.1:A,http://127.0.0.1:B` (loopback only) reads each devnet chain through those
// endpoints, as `{endpoint}/{chainId}`, in place of the chain's own URL: several RPC URLs make the fallback
// transport (spec §9), which the e2e test exercises by killing one of them mid-use.
const rpcVia = (params.get('rpc-via') ?? '')
  .split(',')
  .filter((endpoint) => /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(endpoint))
const rpcUrlOf = (chain: { id: number; rpcUrl: string }) =>
  rpcVia.length > 0 ? rpcVia.map((endpoint) => `${endpoint}/${chain.id}`) : chain.rpcUrl

// Email login: the key frame on its own origin (apps/frame, served by `npm run demo` on port 5174).
// `?frame=http://127.0.0.1:PORT` (loopback only) points it at another frame; `?frame-load-timeout=ms` and
// `?login-timeout=ms` shorten the 20 s load and 120 s request limits: the e2e fault tests use them.
const emailLogin = embeddedWallet({
  frameUrl:
    frameOverride && /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(frameOverride)
      ? frameOverride
      : __LATCH_DEMO_FRAME__,
  loadTimeoutMs: Number(params.get('frame-load-timeout')) || undefined,
  requestTimeoutMs: Number(params.get('login-timeout')) || undefined,
})

const latch = createLatch({
  networks: [
    ...chains.map((chain) => ({
      caipNetworkId: `eip155:${chain.id}` as const,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: rpcUrlOf(chain),
      testnet: true,
    })),
    ...(solana
      ? [
          {
            caipNetworkId: solana.caipNetworkId,
            name: 'Latch Solana Devnet',
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
            rpcUrl: solana.rpcUrl,
            testnet: true,
          },
        ]
      : []),
    ...(bitcoin
      ? [
          {
            caipNetworkId: bitcoin.caipNetworkId,
            name: 'Latch Bitcoin Devnet',
            nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
            // the adapter reads and broadcasts through the services, not this node
            rpcUrl: bitcoin.url,
            testnet: true,
          },
        ]
      : []),
    ...(polkadot
      ? [
          {
            caipNetworkId: polkadot.caipNetworkId,
            name: 'Latch Polkadot Devnet',
            nativeCurrency: { name: 'Rococo', symbol: polkadot.symbol, decimals: polkadot.decimals },
            rpcUrl: polkadot.wsUrl,
            testnet: true,
          },
        ]
      : []),
  ],
  adapters: [
    createEvmAdapter({
      connectTimeoutMs,
      // The local relay; Verify off, since its vendor host is not part of the offline world.
      walletConnect: walletConnect({
        relayUrl: __LATCH_DEMO_RELAY__,
        verify: false,
      }),
      embeddedWallet: emailLogin,
    }),
    // The same login on Solana: one frame holds the user's account on both chains.
    ...(solana ? [createSolanaAdapter({ embeddedWallet: emailLogin })] : []),
    ...(polkadot ? [createPolkadotAdapter({ appName: 'Latch demo' })] : []),
    // bcoin's regtest spells addresses rb1…, not Bitcoin Core's bcrt1…
    ...(bitcoin
      ? [createBitcoinAdapter({ api, addressNetworks: { [bitcoin.caipNetworkId]: 'bcoinRegtest' } })]
      : []),
  ],
  metadata: { name: 'Latch demo', url: location.origin },
  // `?multi-wallet=1` keeps a browser wallet, a WalletConnect session and the email login connected side by
  // side (spec §6; the demo project has it on, so the page decides).
  // `?legal=1`: the Connect view asks to agree to the terms and privacy policy before a wallet is chosen;
  // `?legal=line`: it only says that connecting agrees to them. The demo has no such pages: the links are
  // there to be seen, not followed.
  features: { multiWallet: params.get('multi-wallet') === '1', legalCheckbox: params.get('legal') === '1' },
  ...(params.get('legal')
    ? { termsConditionsUrl: `${location.origin}/terms`, privacyPolicyUrl: `${location.origin}/privacy` }
    : {}),
  // `?social=redirect` logs in with a social provider by leaving the page instead of a popup.
  socialLoginMode: params.get('social') === 'redirect' ? 'redirect' : 'popup',
  // `?theme=dark` or `?theme=system` (follows the system's colour scheme); light otherwise.
  theme: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'system' ? 'system' : 'light',
  embedded: params.get('mode') === 'embedded',
  // `?manual-wc=1`: the host drives WalletConnect itself, so the modal opens on its QR code (spec §2 step 2)
  manualWalletConnect: params.get('manual-wc') === '1',
  // `?locale=ar`: the modal in another language (else the browser's); the page's picker switches it live.
  ...(params.get('locale') ? { locale: params.get('locale') ?? undefined } : {}),
  // one project for the services, WalletConnect's pairing and the email login's frame
  projectId: demoApi.projectId,
  api: { baseUrl: api.baseUrl },
  siwx,
})

// Stable across renders, so the batch panel asks for capabilities once per account and network.
const batch = {
  capabilities: () => getCapabilities(latch),
  send: async (calls: WalletCall[]) => {
    const { id } = await sendCalls(latch, { calls, atomicRequired: false })
    return waitForCallsStatus(latch, { id })
  },
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <App
        embedded={latch.config.embedded}
        signIn={siwx !== undefined}
        chains={[
          'eip155',
          ...(solana ? (['solana'] as const) : []),
          ...(bitcoin ? (['bip122'] as const) : []),
          ...(polkadot ? (['polkadot'] as const) : []),
        ]}
        onFunded={() => {
          void fetchBalance(latch, { force: true })
          void fetchTokenBalances(latch, { force: true })
        }}
        signMessage={(message) => signMessage(latch, { message })}
        // `?wagmi=1`: the page as a wagmi host, its hooks on Latch's connection through @latch/wagmi
        wagmi={params.get('wagmi') === '1' ? latch : undefined}
        batch={batch}
      />
    </LatchProvider>
  </StrictMode>,
)
