import { useState } from 'react'
import type { DevnetFaucetTarget } from './devnetFaucetsFor'

type FaucetState = { step: 'idle' | 'funding' | 'funded' } | { step: 'failed'; message: string }

const STATUS_TEXT = { idle: '', funding: 'Funding…', funded: 'Funded', failed: '' } as const

/**
 * "Get 10 devnet ETH" (or SOL, or 100 LUSD) for the connected account: an embedded wallet starts with
 * nothing, and the demo's nodes fund any address on request. Keyed by the parent on account and network, so a "Funded"
 * never outlives the account it was for.
 */
export function DevnetFaucet({
  address,
  faucet,
  onFunded,
}: {
  address: string
  faucet: DevnetFaucetTarget
  onFunded: () => void
}) {
  const [state, setState] = useState<FaucetState>({ step: 'idle' })
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
      <button
        type="button"
        data-testid={faucet.testId}
        disabled={state.step === 'funding'}
        onClick={() => {
          setState({ step: 'funding' })
          faucet.fund(address).then(
            () => {
              setState({ step: 'funded' })
              onFunded()
            },
            (cause: Error) => setState({ step: 'failed', message: cause.message }),
          )
        }}
      >
        {faucet.label}
      </button>
      {/* always rendered, so screen readers announce the change into it */}
      <span role="status" data-testid={`${faucet.testId}-status`}>
        {STATUS_TEXT[state.step]}
      </span>
      {state.step === 'failed' && (
        <span role="alert" data-testid={`${faucet.testId}-error`}>
          Could not fund: {state.message}
        </span>
      )}
    </div>
  )
}
