import { showSnackbar } from '@latch/core/modal'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useI18n } from '../i18n/useI18n'
import { CopyIcon } from './icons'

/**
 * Copies text (an address by default) to the clipboard and says so in the snackbar. `children` gives
 * it a visible label; without, it is an icon button labelled `label`.
 */
export function CopyButton({
  text,
  label,
  what = 'address',
  testId,
  children,
}: {
  text: string
  label?: string
  /** What is copied, for the snackbar: 'Address copied', 'Link copied'. */
  what?: 'address' | 'link'
  testId: string
  children?: string
}) {
  const latch = useLatchInstance()
  const { t } = useI18n()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      showSnackbar(latch, {
        message: t(what === 'link' ? 'common.linkCopied' : 'common.addressCopied'),
        variant: 'success',
      })
    } catch {
      showSnackbar(latch, {
        message: t(what === 'link' ? 'common.copyLinkFailed' : 'common.copyAddressFailed'),
        variant: 'error',
      })
    }
  }
  return (
    <button
      type="button"
      className={children ? 'secondary' : 'icon-btn'}
      // The labelled form lays out its own icon and text, so no view has to style it.
      style={children ? { display: 'inline-flex', alignItems: 'center', gap: 8 } : undefined}
      aria-label={children ? undefined : (label ?? t('common.copyAddress'))}
      data-testid={testId}
      onClick={copy}
    >
      <CopyIcon />
      {children}
    </button>
  )
}
