import { cancelSignIn, signInWithWallet } from '@latch/core'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * Sign in with the wallet (spec §4): while the session is looked up, a spinner; then what signing
 * means, Sign and Cancel (required: cancelling disconnects; optional: it closes); with the wallet, its
 * prompt; after a failure, 'Error signing message' and the same choice again.
 */
export function SIWXSignMessage() {
  const latch = useLatchInstance()
  const siwx = useLatchSelector((s) => s.siwx)
  const config = latch.config.siwx
  if (!config) {
    return (
      <div className="center" data-testid="siwx-view">
        <p className="error" role="alert" data-testid="siwx-error">
          SIWX is not enabled
        </p>
      </div>
    )
  }
  if (siwx.status === 'idle' || siwx.status === 'checking' || siwx.status === 'signedIn') {
    return (
      <div className="center" data-testid="siwx-view" role="status">
        <Spinner label="Checking your sign-in" />
        <p className="muted">Checking your sign-in…</p>
      </div>
    )
  }
  const required = Boolean(config.getRequired?.())
  const signing = siwx.status === 'signing'
  const name = latch.config.metadata?.name ?? 'This site'
  // Failures are shown from the store (siwx.error); the promise's rejection has nothing to add.
  const ignore = () => {}
  return (
    <div className="center" data-testid="siwx-view">
      <p style={{ margin: 0, fontWeight: 600 }}>{name} needs to connect to your wallet</p>
      <p className="muted">
        Sign this message to prove you own this wallet and proceed.{' '}
        {required ? 'Canceling will disconnect you.' : 'You can sign in later.'}
      </p>
      {siwx.status === 'error' && (
        <p className="error" role="alert" data-testid="siwx-error">
          {siwx.error}
        </p>
      )}
      <div className="stack" role="status" data-testid="siwx-status">
        {signing && <p className="muted">Approve the signature request in your wallet</p>}
      </div>
      <div className="actions">
        <button
          type="button"
          className="primary"
          data-testid="siwx-sign"
          aria-busy={signing}
          disabled={signing}
          onClick={() => signInWithWallet(latch).catch(ignore)}
        >
          {signing ? 'Signing…' : 'Sign'}
        </button>
        <button
          type="button"
          data-testid="siwx-cancel"
          disabled={signing}
          onClick={() => cancelSignIn(latch).catch(ignore)}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
