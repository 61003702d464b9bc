import { useAccount } from '@latch/react'
import { useState } from 'react'

const card = { border: '1px solid #e4e5e8', borderRadius: 12, padding: 16, marginTop: 16 } as const

/**
 * Signs a message with the connected wallet, on whichever chain is active (EIP-191 on Ethereum, ed25519 on
 * Solana): the signature as the wallet answers it, or its refusal.
 */
export function SignMessagePanel({ signMessage }: { signMessage: (message: string) => Promise<string> }) {
  const { isConnected, address } = useAccount()
  const [message, setMessage] = useState('Hello from the Latch demo')
  const [result, setResult] = useState<{ signature?: string; error?: string; address?: string }>({})
  if (!isConnected) return null
  const sign = () => {
    setResult({})
    signMessage(message).then(
      (signature) => setResult({ signature, address }),
      (error: Error & { shortMessage?: string }) => setResult({ error: error.shortMessage ?? error.message }),
    )
  }
  return (
    <section style={card} aria-label="Sign a message" data-testid="demo-sign">
      <h2 style={{ marginTop: 0, fontSize: 16 }}>Sign a message</h2>
      <label>
        Message{' '}
        <input
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          data-testid="demo-sign-message"
        />
      </label>{' '}
      <button type="button" onClick={sign} data-testid="demo-sign-button">
        Sign
      </button>
      {result.signature && (
        <p
          data-testid="demo-signature"
          data-address={result.address}
          style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {result.signature}
        </p>
      )}
      {result.error && (
        <p role="alert" data-testid="demo-sign-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
