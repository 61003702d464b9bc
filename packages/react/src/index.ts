export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton'
export {
  ConnectButtonCustom,
  type ConnectButtonRenderProps,
} from './components/ConnectButton/ConnectButtonCustom'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount'
export { type UseLatchReturnType, useLatch } from './hooks/useLatch'
export { type UseModalStateReturnType, useModalState } from './hooks/useModalState'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork'
export { LatchEmbeddedModal } from './LatchEmbeddedModal'
export { LatchProvider, type LatchProviderProps } from './LatchProvider'
