import { type AvailableViewName, close, type ViewName } from '@latch/core'
import { useId } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'

const HEADINGS: Record<Exclude<ViewName, AvailableViewName>, string> = {
  ConnectingWalletConnect: 'WalletConnect is not available yet',
  ConnectingWalletConnectBasic: 'WalletConnect is not available yet',
  ConnectingFarcaster: 'Farcaster login is not available yet',
  EmailLogin: 'Email login is not available yet',
  ProfileWallets: 'Profile wallets are not available yet',
  UpdateEmailWallet: 'Changing the email is not available yet',
  SwitchActiveChain: 'Switching the active chain is not available yet',
  RegisterAccountName: 'Names are not available yet',
  RegisterAccountNameSuccess: 'Names are not available yet',
  SIWXSignMessage: 'Sign in with wallet is not available yet',
  ApproveTransaction: 'Transaction approval is not available yet',
  Swap: 'Swaps are not available yet',
}

/**
 * Shown for a view whose feature Latch does not have yet (the spec's rules can choose one by
 * themselves, e.g. ConnectingWalletConnectBasic when the host gave no adapters): it says so by name
 * instead of showing another view, and offers the way out.
 */
export function ViewNotAvailable({ view }: { view: Exclude<ViewName, AvailableViewName> }) {
  const latch = useLatchInstance()
  const headingId = useId()
  return (
    <section className="center" aria-labelledby={headingId} data-testid="view-not-available" data-for={view}>
      <h3 id={headingId} style={{ margin: 0, fontWeight: 600, fontSize: 'inherit' }}>
        {HEADINGS[view]}
      </h3>
      <p className="muted">
        This version of Latch cannot do this yet. Close this window to return to the site.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="view-not-available-close"
          onClick={() => close(latch)}
        >
          Close
        </button>
      </div>
    </section>
  )
}
