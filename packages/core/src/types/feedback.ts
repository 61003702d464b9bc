export type SnackbarVariant = 'success' | 'error' | 'loading'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
  /** Loading messages may stay until replaced or closed. */
  autoClose: boolean
}

export type AlertVariant = 'info' | 'warning' | 'error'

export interface AlertState {
  open: boolean
  message: string
  variant: AlertVariant
  /** The longer explanation, e.g. which origin is missing from the allowlist. */
  details?: string
}
