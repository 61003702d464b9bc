import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** Waiting for the wallet to approve a network switch. */
export function SwitchNetwork() {
  const latch = useLatchInstance()
  const caipNetworkId = useLatchSelector((s) => s.router.data?.caipNetworkId)
  const name = latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? 'the network'
  return (
    <div className="center" data-testid="switch-network-view">
      <Spinner label={`Switching to ${name}`} />
      <p style={{ margin: 0, fontWeight: 600 }}>Approve in wallet</p>
      <p className="muted">Accept the switch to {name} in your wallet</p>
    </div>
  )
}
