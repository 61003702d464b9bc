import type { Latch } from '@latch/core'
import { syncLatchWithWagmi } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { formatEther, isAddress, parseEther } from 'viem'
import {
  useAccount,
  useBalance,
  useSendTransaction,
  useSwitchChain,
  useWaitForTransactionReceipt,
  WagmiProvider,
} from 'wagmi'
import { createDemoWagmiConfig } from './createDemoWagmiConfig'

const card = { border: '1px solid #e4e5e8', borderRadius: 12, padding: 16, marginTop: 16 } as const

/**
 * `?wagmi=1`: the page as a wagmi host sees it. Latch connects; wagmi's own hooks (`useAccount`,
 * `useBalance`, `useSendTransaction`, `useSwitchChain`) read and drive that connection through the bridge.
 */
export default function WagmiPanel({ latch }: { latch: Latch }) {
  const config = useMemo(() => createDemoWagmiConfig(latch), [latch])
  const queryClient = useMemo(() => new QueryClient(), [])
  useEffect(() => syncLatchWithWagmi({ latch, config }), [latch, config])
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiHooks />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function WagmiHooks() {
  const { address, chainId, status } = useAccount()
  const balance = useBalance({ address, chainId })
  const { chains, switchChain, error: switchError } = useSwitchChain()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  // a mined send changes the balance wagmi cached
  useEffect(() => {
    if (receipt.isSuccess) void balance.refetch()
  }, [receipt.isSuccess, balance.refetch])
  const sendStatus = send.isPending
    ? 'waiting for the wallet'
    : send.error
      ? ((send.error as { shortMessage?: string }).shortMessage ?? send.error.message)
      : receipt.isSuccess
        ? 'mined'
        : send.data
          ? 'pending'
          : ''
  return (
    <section style={card} aria-label="wagmi" data-testid="wagmi-panel">
      <h2 style={{ marginTop: 0, fontSize: 16 }}>The same connection through wagmi's hooks</h2>
      <p>
        Status <span data-testid="wagmi-status">{status}</span> · address{' '}
        <span data-testid="wagmi-address">{address ?? ''}</span> · chain{' '}
        <span data-testid="wagmi-chain">{chainId ?? ''}</span> · balance{' '}
        <span data-testid="wagmi-balance">
          {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : ''}
        </span>
      </p>
      <nav style={{ display: 'flex', gap: 8 }} aria-label="wagmi chains">
        {chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            data-testid={`wagmi-switch-${chain.id}`}
            disabled={status !== 'connected' || chain.id === chainId}
            onClick={() => switchChain({ chainId: chain.id })}
          >
            Switch to {chain.name}
          </button>
        ))}
      </nav>
      {switchError && (
        <p role="alert">{(switchError as { shortMessage?: string }).shortMessage ?? switchError.message}</p>
      )}
      <form
        style={{ display: 'flex', gap: 8, marginTop: 8 }}
        onSubmit={(event) => {
          event.preventDefault()
          if (isAddress(to)) send.sendTransaction({ to, value: parseEther(amount) })
        }}
      >
        <label>
          To <input value={to} onChange={(event) => setTo(event.target.value)} data-testid="wagmi-send-to" />
        </label>
        <label>
          ETH{' '}
          <input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="wagmi-send-amount"
          />
        </label>
        <button type="submit" disabled={status !== 'connected' || !isAddress(to)} data-testid="wagmi-send">
          Send with useSendTransaction
        </button>
      </form>
      <p data-testid="wagmi-send-status" role="status">
        {sendStatus}
      </p>
    </section>
  )
}
