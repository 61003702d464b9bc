import { useState } from 'react'
import { addDevnetEth, DEVNET_FAUCET_WEI } from './addDevnetEth'

type FaucetState = { step: 'idle' | 'funding' | 'funded' } | { step: 'failed'; message: string }

const STATUS_TEXT = { idle: '', funding: 'Funding…', funded: 'Funded', failed: '' } as const

/**
 * "Get 10 devnet ETH" for the connected account: an embedded wallet starts with 0 ETH, and the demo's
 * chains are anvils, which set any balance on request. Keyed by the parent on account and network, so a
 * "Funded" never outlives the account it was for.
 */
export function DevnetFaucet({
  address,
  rpcUrl,
  onFunded,
}: {
  address: string
  rpcUrl: string
  onFunded: () => void
}) {
  const [state, setState] = useState<FaucetState>({ step: 'idle' })
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
      <button
        type="button"
        data-testid="demo-faucet"
        disabled={state.step === 'funding'}
        onClick={() => {
          setState({ step: 'funding' })
          addDevnetEth(rpcUrl, address, DEVNET_FAUCET_WEI).then(
            () => {
              setState({ step: 'funded' })
              onFunded()
            },
            (cause: Error) => setState({ step: 'failed', message: cause.message }),
          )
        }}
      >
        Get 10 devnet ETH
      </button>
      {/* always rendered, so screen readers announce the change into it */}
      <span role="status" data-testid="demo-faucet-status">
        {STATUS_TEXT[state.step]}
      </span>
      {state.step === 'failed' && (
        <span role="alert" data-testid="demo-faucet-error">
          Could not fund: {state.message}
        </span>
      )}
    </div>
  )
}
