import { showSnackbar } from '@latch/core'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { CopyIcon } from './icons'

/**
 * Copies an address to the clipboard and says so in the snackbar. `children` gives it a visible
 * label; without, it is an icon button labelled `label`.
 */
export function CopyButton({
  text,
  label = 'Copy address',
  testId,
  children,
}: {
  text: string
  label?: string
  testId: string
  children?: string
}) {
  const latch = useLatchInstance()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      showSnackbar(latch, { message: 'Address copied', variant: 'success' })
    } catch {
      showSnackbar(latch, { message: 'Failed to copy address', variant: 'error' })
    }
  }
  return (
    <button
      type="button"
      className={children ? 'secondary with-icon' : 'icon-btn'}
      aria-label={children ? undefined : label}
      data-testid={testId}
      onClick={copy}
    >
      <CopyIcon />
      {children}
    </button>
  )
}
