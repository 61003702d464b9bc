import type { SendState } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { Avatar } from '../../components/Avatar'
import { ServiceImage } from '../../components/ServiceImage'
import { Spinner } from '../../components/Spinner'

/** Under the receiver field: a spinner while a name resolves, then whose name and address it is. */
export function ReceiverStatus({ send }: { send: SendState }) {
  if (send.receiverStatus === 'resolving')
    return (
      <div className="receiver" data-testid="send-receiver-resolving">
        <Spinner label="Resolving name" />
        <span className="muted">Resolving name…</span>
      </div>
    )
  if (send.receiverStatus !== 'resolved' || !send.receiverAddress || !send.receiverProfileName) return null
  return (
    <div className="receiver" data-testid="send-receiver-resolved">
      <ServiceImage
        src={send.receiverProfileImage}
        className="profile-img"
        fallback={<Avatar address={send.receiverAddress} />}
      />
      <span className="item-title">{send.receiverProfileName}</span>
      <span className="muted" title={send.receiverAddress}>
        {shortenAddress(send.receiverAddress)}
      </span>
    </div>
  )
}
