import type { CallsStatus, WalletCall, WalletCapabilities } from '@latch/core'
import { DEVNET_ADDRESSES } from '@latch/devnet/wallet'
import { useAccount, useNetwork } from '@latch/react'
import { useEffect, useState } from 'react'
import { encodeFunctionData, erc20Abi, isAddress } from 'viem'

const card = { border: '1px solid #e4e5e8', borderRadius: 12, padding: 16, marginTop: 16 } as const

type BatchState =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'done'; status: CallsStatus }
  | { step: 'failed'; message: string }

function describeCapabilities(capabilities: WalletCapabilities): string {
  const atomic =
    capabilities.atomic === 'supported'
      ? 'runs a batch all or nothing'
      : capabilities.atomic === 'ready'
        ? 'can run a batch all or nothing after an upgrade it will ask for'
        : 'sends a batch one call at a time, if at all'
  return `This wallet ${atomic}; ${capabilities.paymasterService ? 'a paymaster pays its gas' : 'it pays its own gas'}.`
}

/**
 * EIP-5792 on the devnet: what the connected wallet can batch, and one approval for two calls, an LUSD
 * approve and an LUSD transfer to the same receiver. From an email login's smart account they run as one
 * sponsored user operation; a browser wallet without `wallet_sendCalls` says so.
 */
export function BatchPanel(props: {
  capabilities: () => Promise<WalletCapabilities>
  send: (calls: WalletCall[]) => Promise<CallsStatus>
}) {
  const { isConnected, address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const chain = __LATCH_DEMO_CHAINS__.find((candidate) => `eip155:${candidate.id}` === caipNetworkId)
  const lusd = chain?.tokens?.find((token) => token.symbol === 'LUSD')
  if (!isConnected || !address || !lusd) return null
  // keyed by account and network: another one starts over and asks its wallet again
  return <BatchForm key={`${caipNetworkId}:${address}`} lusd={lusd} {...props} />
}

function BatchForm({
  lusd,
  capabilities,
  send,
}: {
  lusd: DemoToken
  capabilities: () => Promise<WalletCapabilities>
  send: (calls: WalletCall[]) => Promise<CallsStatus>
}) {
  const [can, setCan] = useState<string>()
  const [receiver, setReceiver] = useState<string>(DEVNET_ADDRESSES[8])
  const [state, setState] = useState<BatchState>({ step: 'idle' })

  useEffect(() => {
    let current = true
    capabilities().then(
      (found) => current && setCan(describeCapabilities(found)),
      (error: Error & { shortMessage?: string }) => current && setCan(error.shortMessage ?? error.message),
    )
    return () => {
      current = false
    }
  }, [capabilities])

  const amount = 10n ** BigInt(lusd.decimals)
  const submit = () => {
    if (!isAddress(receiver)) return setState({ step: 'failed', message: 'Enter a receiver address' })
    setState({ step: 'sending' })
    const calls = [
      {
        to: lusd.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, amount] }),
      },
      {
        to: lusd.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
      },
    ]
    send(calls).then(
      (status) => setState({ step: 'done', status }),
      (error: Error & { shortMessage?: string }) =>
        setState({ step: 'failed', message: error.shortMessage ?? error.message }),
    )
  }
  return (
    <section style={card} aria-label="A batch of calls" data-testid="demo-batch">
      <h2 style={{ marginTop: 0, fontSize: 16 }}>A batch of calls (EIP-5792)</h2>
      <p data-testid="demo-batch-capabilities" role="status">
        {can ?? 'Asking the wallet what it can batch…'}
      </p>
      <label>
        Receiver{' '}
        <input
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
          data-testid="demo-batch-receiver"
          style={{ width: '28em', fontFamily: 'monospace' }}
        />
      </label>{' '}
      <button
        type="button"
        onClick={submit}
        disabled={state.step === 'sending'}
        data-testid="demo-batch-send"
      >
        Approve and send 1 LUSD in one confirmation
      </button>
      {state.step === 'done' && (
        <p data-testid="demo-batch-result" data-status={state.status.status}>
          {state.status.status === 'confirmed' ? 'Confirmed' : `Ended ${state.status.status}`}
          {state.status.atomic ? ', all or nothing' : ', one call at a time'}
          {state.status.receipts[0] && ` in ${state.status.receipts[0].transactionHash}`}
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" data-testid="demo-batch-error">
          {state.message}
        </p>
      )}
    </section>
  )
}
