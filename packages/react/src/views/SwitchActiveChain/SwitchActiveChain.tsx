import { type CaipNetworkId, switchActiveChain } from '@latch/core'
import { planActiveChainSwitch } from '@latch/core/internal'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** How each namespace is named to a person. */
const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * Moves the modal to another namespace's network (spec §2): at once when an account is connected there,
 * through the connected wallet's approval when it serves that namespace too, or, when it does not, by
 * saying so and offering to connect another wallet.
 */
export function SwitchActiveChain() {
  const latch = useLatchInstance()
  const caipNetworkId = useLatchSelector((s) => s.router.data?.caipNetworkId) as CaipNetworkId | undefined
  const network = latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  // Decided once, from the state the view opened on: connecting makes the other namespace active meanwhile.
  const [plan] = useState(() =>
    planActiveChainSwitch({ ...latch.store.getState(), target: network?.chainNamespace ?? 'eip155' }),
  )
  const connectorId = plan.kind === 'connect' ? plan.connector.id : undefined
  const connecting = useLatchSelector((s) => s.connecting)
  const failed =
    connectorId !== undefined && connecting?.status === 'error' && connecting.connectorId === connectorId
  const run = () => {
    if (!caipNetworkId) return
    switchActiveChain(latch, { caipNetworkId }).catch(() => {
      // Shown below from `connecting.error`; a refused network switch goes back with a snackbar.
    })
  }
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the plan the view opened with
  useEffect(() => {
    if (started.current || plan.kind === 'connectOther') return
    started.current = true
    run()
  }, [])

  const networkName = network?.name ?? 'the network'
  const namespaceName = NAMESPACE_NAMES[network?.chainNamespace ?? ''] ?? network?.chainNamespace ?? ''
  if (plan.kind === 'connectOther') {
    return (
      <div className="center" data-testid="switch-active-chain-view">
        <p style={{ margin: 0, fontWeight: 600 }}>Switch to {networkName}</p>
        <p className="muted" data-testid="switch-active-chain-message">
          {plan.walletName
            ? `${plan.walletName} does not support ${namespaceName}. Connect a wallet that does.`
            : `Connect a ${namespaceName} wallet to use ${networkName}.`}
        </p>
        <button type="button" className="primary" data-testid="switch-active-chain-connect" onClick={run}>
          Connect a {namespaceName} wallet
        </button>
      </div>
    )
  }
  const name = plan.kind === 'connect' ? plan.connector.name : undefined
  return (
    <div className="center" data-testid="switch-active-chain-view">
      {plan.kind === 'connect' && <WalletImage src={plan.connector.imageUrl} size="big" />}
      {failed && (
        <>
          <p
            className="error"
            data-testid="switch-active-chain-error"
            role="alert"
            style={{ margin: 0, fontWeight: 600 }}
          >
            {connecting.error?.message}
          </p>
          {connecting.error?.details && <p className="muted">{connecting.error.details}</p>}
          <button type="button" className="primary" data-testid="switch-active-chain-retry" onClick={run}>
            Try again
          </button>
        </>
      )}
      <div className="stack" role="status" data-testid="switch-active-chain-live">
        {!failed && (
          <>
            <Spinner label={`Switching to ${networkName}`} />
            <p style={{ margin: 0, fontWeight: 600 }}>
              {name ? `Continue in ${name}` : `Switching to ${networkName}`}
            </p>
            {name && (
              <p className="muted" data-testid="switch-active-chain-status">
                Accept the connection on {namespaceName} in the wallet
              </p>
            )}
          </>
        )}
      </div>
    </div>
  )
}
