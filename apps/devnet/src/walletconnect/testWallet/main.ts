// The WalletConnect test wallet page: WalletKit on an anvil key, talking to the local relay. Signing,
// sending and reads go through the devnet's dev wallet, so both wallets behave alike.
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { answerSessionRequest } from './answerSessionRequest'
import { approvedNamespaces } from './approvedNamespaces'
import { approveSessionAuthenticate, authMessage } from './approveSessionAuthenticate'
import { button, el } from './el'
import { readTestWalletConfig } from './readTestWalletConfig'
import { renderAuthRequest } from './renderAuthRequest'
import { renderProposal } from './renderProposal'
import { renderRequestPrompt } from './renderRequestPrompt'

declare const __LATCH_TEST_WALLET__: unknown

const byTestId = <element extends HTMLElement>(testid: string) =>
  document.querySelector<element>(`[data-testid="${testid}"]`)!
const status = byTestId('testwallet-status')
const errorLine = byTestId('testwallet-error')
const proposals = byTestId('testwallet-proposals')
const requests = byTestId('testwallet-requests')
const sessions = byTestId<HTMLUListElement>('testwallet-sessions')
const chainSelect = byTestId<HTMLSelectElement>('testwallet-chain-select')
const uriInput = byTestId<HTMLInputElement>('testwallet-uri-input')

function showError(error: unknown): void {
  errorLine.textContent = error instanceof Error ? error.message : String(error)
}

try {
  await start()
} catch (error) {
  status.textContent = 'failed'
  showError(error)
}

async function start(): Promise<void> {
  const config = readTestWalletConfig(__LATCH_TEST_WALLET__, location.search)
  // The SDKs skip Verify (the vendor's verify host, which offline costs 5 s per proposal and can hang
  // Core 2.25) and telemetry when IS_VITEST is set; in a browser they read it from a `process` global.
  const globals = globalThis as { process?: { env: Record<string, string> } }
  globals.process ??= { env: {} }
  globals.process.env.IS_VITEST = 'true'

  const address = privateKeyToAccount(config.privateKey).address
  byTestId('testwallet-address').textContent = address
  for (const chain of config.chains) {
    chainSelect.append(
      Object.assign(el('option', {}, `${chain.name} (${chain.id})`), { value: String(chain.id) }),
    )
  }

  const core = new Core({
    projectId: 'latch-test-wallet',
    relayUrl: config.relayUrl,
    customStoragePrefix: `latch-test-wallet-${config.accountIndex}`,
    telemetryEnabled: false,
    logger: 'error',
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: 'Latch Test Wallet',
      description: 'The WalletConnect test wallet of the Latch devnet (anvil keys, never real funds)',
      url: location.origin,
      icons: [],
    },
  })

  const peerName = (topic: string) => walletKit.getActiveSessions()[topic]?.peer.metadata.name ?? topic
  /** Tells each session that has the chain about the wallet's chain. */
  async function emitChainChanged(chainId: number): Promise<void> {
    chainSelect.value = String(chainId)
    for (const session of Object.values(walletKit.getActiveSessions())) {
      const chain = `eip155:${chainId}`
      if (!session.namespaces.eip155?.chains?.includes(chain)) continue
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: chain,
      })
    }
  }
  async function emitAccountsChanged(topic: string): Promise<void> {
    const chain = `eip155:${chainSelect.value}`
    await walletKit.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [address] },
      chainId: chain,
    })
  }

  function renderSessions(): void {
    const items = Object.values(walletKit.getActiveSessions()).map((session) =>
      el(
        'li',
        { testid: 'testwallet-session' },
        el('strong', { testid: 'testwallet-session-name' }, session.peer.metadata.name),
        ' ',
        el(
          'span',
          { testid: 'testwallet-session-accounts' },
          (session.namespaces.eip155?.accounts ?? []).join(', '),
        ),
        ' ',
        button('testwallet-session-accounts-changed', 'Emit accountsChanged', () =>
          emitAccountsChanged(session.topic).catch(showError),
        ),
        button('testwallet-session-disconnect', 'Disconnect', () =>
          walletKit
            .disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
            .then(renderSessions, showError),
        ),
      ),
    )
    sessions.replaceChildren(...items)
  }

  walletKit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    proposals.append(
      renderProposal(proposal, {
        approve: async () => {
          try {
            const namespaces = approvedNamespaces(
              proposal.params,
              config.chains.map((chain) => chain.id),
              address,
            )
            await walletKit.approveSession({ id: proposal.id, namespaces })
          } catch (error) {
            showError(error)
          }
          renderSessions()
        },
        reject: () =>
          walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') }).catch(showError),
      }),
    )
  })
  // One-click sign-in (spec §5); with `?one-click=off` the wallet lacks it and approves the proposal instead.
  if (config.oneClick)
    walletKit.on('session_authenticate', (event: WalletKitTypes.SessionAuthenticate) => {
      const chainIds = config.chains.map((chain) => chain.id)
      const { message } = authMessage(walletKit, event, chainIds, privateKeyToAccount(config.privateKey))
      proposals.append(
        renderAuthRequest(
          { dapp: event.params.requester.metadata.name, message },
          {
            approve: () =>
              approveSessionAuthenticate(walletKit, event, chainIds, config.privateKey).then(
                renderSessions,
                showError,
              ),
            reject: () =>
              walletKit
                .rejectSessionAuthenticate({ id: event.id, reason: getSdkError('USER_REJECTED') })
                .catch(showError),
          },
        ),
      )
    })
  walletKit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const response = await answerSessionRequest(event, {
      chains: config.chains,
      privateKey: config.privateKey,
      ask: (method, summary, params) =>
        renderRequestPrompt(requests, {
          dapp: peerName(event.topic),
          method,
          chainId: event.params.chainId,
          summary,
          params,
        }),
      onSwitched: (chainId) => void emitChainChanged(chainId).catch(showError),
    })
    await walletKit.respondSessionRequest({ topic: event.topic, response }).catch(showError)
  })
  walletKit.on('session_delete', renderSessions)

  chainSelect.addEventListener(
    'change',
    () => void emitChainChanged(Number(chainSelect.value)).catch(showError),
  )
  byTestId<HTMLFormElement>('testwallet-pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    void pair(uriInput.value.trim())
  })
  async function pair(uri: string): Promise<void> {
    errorLine.textContent = ''
    if (!uri.startsWith('wc:')) return showError('Paste a WalletConnect URI (it starts with wc:).')
    await walletKit.pair({ uri }).catch(showError)
  }

  renderSessions()
  status.textContent = 'ready'
  if (config.uri) await pair(config.uri)
}
