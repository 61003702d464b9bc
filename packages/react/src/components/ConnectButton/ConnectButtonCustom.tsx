import { shortenAddress } from '@latch/core/internal'
import type { ReactNode } from 'react'
import { type UseAccountReturnType, useAccount } from '../../hooks/useAccount'
import { type UseModalReturnType, useModal } from '../../hooks/useModal'
import { type UseNetworkReturnType, useNetwork } from '../../hooks/useNetwork'

export interface ConnectButtonRenderProps {
  account: UseAccountReturnType & { displayAddress?: string; displayBalance?: string }
  network: UseNetworkReturnType
  open: UseModalReturnType['open']
}

/**
 * The render-prop escape hatch: draw your own button from the account, the network and `open`.
 *
 * @example
 * <ConnectButtonCustom>
 *   {({ account, open }) => <button onClick={() => open()}>{account.displayAddress ?? 'Connect'}</button>}
 * </ConnectButtonCustom>
 */
export function ConnectButtonCustom({
  children,
}: {
  children: (props: ConnectButtonRenderProps) => ReactNode
}) {
  const account = useAccount()
  const network = useNetwork()
  const { open } = useModal()
  const displayAddress = account.address ? shortenAddress(account.address) : undefined
  const displayBalance =
    account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : undefined
  return <>{children({ account: { ...account, displayAddress, displayBalance }, network, open })}</>
}
