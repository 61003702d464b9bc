import type { CallsStatus, Latch, WalletCall, WalletCapabilities } from '@latch/core'
import {
  ConnectButton,
  ConnectButtonCustom,
  LatchEmbeddedModal,
  useAccount,
  useModal,
  useNetwork,
  useSignIn,
} from '@latch/react'
import { lazy, Suspense, useState } from 'react'
import { BatchPanel } from './BatchPanel'
import { DevnetFaucet } from './DevnetFaucet'
import { devnetFaucetsFor } from './devnetFaucetsFor'
import { LanguagePicker } from './LanguagePicker'
import { SignMessagePanel } from './SignMessagePanel'

// Loaded only with `?wagmi=1`: a page without wagmi ships none of it.
const WagmiPanel = lazy(() => import('./wagmi/WagmiPanel'))

/** The chains the demo can offer, each a namespace Latch has an adapter for. */
export type DemoChain = 'eip155' | 'solana' | 'bip122' | 'polkadot'

const page = {
  fontFamily: 'system-ui, sans-serif',
  maxWidth: 880,
  margin: '0 auto',
  padding: 24,
  color: '#1b1d21',
} as const
const card = { border: '1px solid #e4e5e8', borderRadius: 12, padding: 16, marginTop: 16 } as const

function AccountPanel({ onFunded }: { onFunded: () => void }) {
  const { address, balance, balanceSymbol, status, isConnected } = useAccount()
  const { network, caipNetworkId, isSupported } = useNetwork()
  const faucets = devnetFaucetsFor(caipNetworkId)
  return (
    <section style={card} aria-label="Connected account" data-testid="demo-account">
      <h2 style={{ marginTop: 0, fontSize: 16 }}>What the host page sees</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        <dt>Status</dt>
        <dd data-testid="demo-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="demo-address" style={{ fontFamily: 'monospace' }}>
          {address ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">{balance ? `${balance} ${balanceSymbol}` : '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">
          {network?.name ?? caipNetworkId} {isSupported ? '' : '(not supported)'}
        </dd>
      </dl>
      {isConnected &&
        address &&
        faucets.map((faucet) => (
          <DevnetFaucet
            key={`${faucet.testId}:${caipNetworkId}:${address}`}
            address={address}
            faucet={faucet}
            onFunded={onFunded}
          />
        ))}
    </section>
  )
}

/** The session the services hold for the connected account: who, on which chain, until when. */
function SignInPanel() {
  const { status, session, signIn, signOut } = useSignIn()
  const { isConnected } = useAccount()
  const [error, setError] = useState<string>()
  const signedIn = status === 'signedIn' && session
  return (
    <section style={card} aria-label="Sign-in" data-testid="demo-siwx">
      <h2 style={{ marginTop: 0, fontSize: 16 }}>
        Sign-in{' '}
        <span
          data-testid="demo-siwx-badge"
          style={{
            fontSize: 12,
            padding: '2px 8px',
            borderRadius: 999,
            background: signedIn ? '#d9f5e3' : '#eceef1',
          }}
        >
          {signedIn ? 'Signed in' : 'Not signed in'}
        </span>
      </h2>
      {signedIn && (
        <>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            <dt>Address</dt>
            <dd data-testid="demo-siwx-address" style={{ fontFamily: 'monospace' }}>
              {session.data.accountAddress}
            </dd>
            <dt>Chain</dt>
            <dd data-testid="demo-siwx-chain">{session.data.chainId}</dd>
            <dt>Expires</dt>
            <dd data-testid="demo-siwx-expiry">
              {session.data.expirationTime ? new Date(session.data.expirationTime).toLocaleString() : 'never'}
            </dd>
          </dl>
          <button
            type="button"
            data-testid="demo-sign-out"
            style={{ marginTop: 12 }}
            onClick={() => {
              setError(undefined)
              signOut().catch((cause: Error) => setError(cause.message.split('\n')[0]))
            }}
          >
            Sign out
          </button>
        </>
      )}
      {/* optional sign-in: a person who declined or signed out can sign in later */}
      {!signedIn && isConnected && (
        <button
          type="button"
          data-testid="demo-sign-in"
          onClick={() => {
            setError(undefined)
            signIn().catch((cause: Error) => setError(cause.message.split('\n')[0]))
          }}
        >
          Sign in
        </button>
      )}
      {error && (
        <p role="alert" data-testid="demo-sign-out-error">
          {error}
        </p>
      )}
    </section>
  )
}

const CHAIN_NAMES: Record<DemoChain, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** Opens the modal on one namespace (spec §2 step 1 switches to it first): how a host offers each chain. */
function ChainButtons({ chains }: { chains: readonly DemoChain[] }) {
  const { open } = useModal()
  return (
    <nav style={{ display: 'flex', gap: 12, marginTop: 12 }} aria-label="Chains">
      {chains.map((namespace) => (
        <button
          key={namespace}
          type="button"
          data-testid={`demo-open-${namespace}`}
          onClick={() => open({ namespace })}
        >
          {CHAIN_NAMES[namespace]}
        </button>
      ))}
    </nav>
  )
}

export function App({
  embedded,
  signIn,
  chains,
  onFunded,
  signMessage,
  batch,
  wagmi,
}: {
  embedded: boolean
  signIn: boolean
  /** The namespaces the devnet runs: past Ethereum alone, the page offers a button for each. */
  chains: readonly DemoChain[]
  /** After a devnet faucet: Latch reads the balances again (it has no way to know the chain changed them). */
  onFunded: () => void
  signMessage: (message: string) => Promise<string>
  /** EIP-5792 through Latch: the wallet's capabilities, and a batch sent and followed to its end. */
  batch: {
    capabilities: () => Promise<WalletCapabilities>
    send: (calls: WalletCall[]) => Promise<CallsStatus>
  }
  /** The Latch whose connection wagmi's hooks show (`?wagmi=1`), or none. */
  wagmi?: Latch
}) {
  return (
    <main style={page}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ fontSize: 22 }}>Latch demo</h1>
        <ConnectButton />
      </header>
      <p>
        A host page embedding Latch on the local devnet. The <strong>Latch Devnet Wallet</strong> plays a
        browser extension: it asks for approval in its own prompt and can change its chain from the badge at
        the bottom left.
      </p>
      <nav style={{ display: 'flex', gap: 12 }}>
        <a href="?">Overlay</a>
        <a href="?mode=embedded">Embedded</a>
        <a href="?theme=dark">Dark theme</a>
        <a href="?theme=system">System theme</a>
        <a href="?siwx=required">Sign-in required</a>
        <a href="?siwx=optional">Sign-in optional</a>
      </nav>
      <LanguagePicker />
      {chains.length > 1 && <ChainButtons chains={chains} />}
      <AccountPanel onFunded={onFunded} />
      <SignMessagePanel signMessage={signMessage} />
      <BatchPanel capabilities={batch.capabilities} send={batch.send} />
      {wagmi && (
        <Suspense fallback={null}>
          <WagmiPanel latch={wagmi} />
        </Suspense>
      )}
      {signIn && <SignInPanel />}
      <section style={card} aria-label="Custom button">
        <h2 style={{ marginTop: 0, fontSize: 16 }}>A custom button (render prop)</h2>
        <ConnectButtonCustom>
          {({ account, open }) => (
            <button type="button" data-testid="custom-button" onClick={() => open()}>
              {account.isConnected
                ? `${account.displayAddress} · ${account.displayBalance ?? '…'}`
                : 'Open Latch'}
            </button>
          )}
        </ConnectButtonCustom>
      </section>
      {embedded && (
        <section style={card} aria-label="Embedded modal">
          <LatchEmbeddedModal />
        </section>
      )}
    </main>
  )
}
