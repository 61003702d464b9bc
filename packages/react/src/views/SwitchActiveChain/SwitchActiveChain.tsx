import type { CaipNetworkId } from '@latch/core'
import { getStore, planActiveChainSwitch } from '@latch/core/internal'
import { switchActiveChain } from '@latch/core/modal'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

/** How a namespace is named to a person: Ethereum, Bitcoin, else its own name capitalized (Solana, Polkadot). */
function namespaceName(namespace: string): string {
  return (
    ({ eip155: 'Ethereum', bip122: 'Bitcoin' } as Record<string, string>)[namespace] ??
    namespace.charAt(0).toUpperCase() + namespace.slice(1)
  )
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
    planActiveChainSwitch({ ...getStore(latch).getState(), target: network?.chainNamespace ?? 'eip155' }),
  )
  const connectorId = plan.kind === 'connect' ? plan.connector.id : undefined
  const connecting = useLatchSelector((s) => s.connecting)
  const { t, message } = useI18n()
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

  const networkName = network?.name ?? t('common.theNetwork')
  const chainName = namespaceName(network?.chainNamespace ?? '')
  if (plan.kind === 'connectOther') {
    return (
      <div className="center" data-testid="switch-active-chain-view">
        <p className="muted" data-testid="switch-active-chain-message">
          {plan.walletName
            ? t('switchChain.notSupported', { wallet: plan.walletName, chain: chainName })
            : t('switchChain.connectToUse', { chain: chainName, network: networkName })}
        </p>
        <button type="button" className="primary" data-testid="switch-active-chain-connect" onClick={run}>
          {t('switchChain.connectWallet', { chain: chainName })}
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
          <p className="error" data-testid="switch-active-chain-error" role="alert">
            {message(connecting.error?.message ?? '')}
          </p>
          <button type="button" className="primary" data-testid="switch-active-chain-retry" onClick={run}>
            {t('common.tryAgain')}
          </button>
        </>
      )}
      <div className="stack" role="status" data-testid="switch-active-chain-live">
        {!failed && (
          <>
            <Spinner label={t('switchNetwork.switchingTo', { network: networkName })} />
            {name && (
              <p className="muted" data-testid="switch-active-chain-status">
                {t('switchChain.continueIn', { wallet: name, chain: chainName })}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  )
}
