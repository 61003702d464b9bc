// The theme functions and types are core's, re-exported so a React host imports them from one place.
export { darkTheme, type LatchTheme, lightTheme, type ThemeConfig, type ThemeOptions } from '@latch/core'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton'
export {
  ConnectButtonCustom,
  type ConnectButtonRenderProps,
} from './components/ConnectButton/ConnectButtonCustom'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount'
export { type UseConnectReturnType, useConnect } from './hooks/useConnect'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect'
export { type UseLocaleReturnType, useLocale } from './hooks/useLocale'
export { type UseModalReturnType, useModal } from './hooks/useModal'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork'
export { type UseSignInReturnType, useSignIn } from './hooks/useSignIn'
export { type UseSwitchNetworkReturnType, useSwitchNetwork } from './hooks/useSwitchNetwork'
export { SUPPORTED_LOCALES, type SupportedLocale } from './i18n/supportedLocales'
export { LatchEmbeddedModal } from './LatchEmbeddedModal'
export { LatchProvider, type LatchProviderProps } from './LatchProvider'
