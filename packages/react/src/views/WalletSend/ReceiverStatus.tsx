import type { SendState } from '@latch/core/internal'
import { shortenAddress } from '@latch/core/internal'
import { Avatar } from '../../components/Avatar'
import { ServiceImage } from '../../components/ServiceImage'
import { Spinner } from '../../components/Spinner'
import { useI18n } from '../../i18n/useI18n'

/** Under the receiver field: a spinner while a name resolves, then whose name and address it is. */
export function ReceiverStatus({ send }: { send: SendState }) {
  const { t } = useI18n()
  if (send.receiverStatus === 'resolving')
    return (
      <div className="receiver" data-testid="send-receiver-resolving">
        <Spinner label={t('send.resolving')} />
        <span className="muted">{t('send.resolvingText')}</span>
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
