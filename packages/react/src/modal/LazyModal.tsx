import { Suspense, useCallback, useEffect, useState } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadCatalogue } from '../i18n/catalogues'
import { useLocaleTag } from '../i18n/useI18n'
import type { ModalProps } from './Modal'
import { preloadable, whenIdle } from './preloadable'

const modalModule = preloadable(() => import('./Modal'))

/** Whether the modal's code is loaded (for tests; not part of the package's API). */
export const isModalLoaded = (): boolean => modalModule.isLoaded()

function LoadedModal(props: ModalProps) {
  const { Modal } = modalModule.read()
  return <Modal {...props} />
}

/**
 * The modal, kept out of the page's first JS: the button and provider render without it. When the
 * page is idle after mount its code loads and it renders once invisibly (see `onPrewarmed`), so the
 * first open renders in the same pass as the click and its first frame is as cheap as the next ones.
 * Opened before that (or embedded), it loads at once and shows when loaded.
 */
export function LazyModal({ embedded }: { embedded: boolean }) {
  const open = useLatchSelector((s) => s.open)
  const [warmth, setWarmth] = useState<'cold' | 'warming' | 'warm'>('cold')
  const locale = useLocaleTag()
  // The words load beside the code: the modal waits for both on its first render.
  useEffect(() => {
    return whenIdle(() => loadCatalogue(locale).catch(() => {}))
  }, [locale])
  useEffect(() => {
    if (embedded) return
    return whenIdle(() => {
      modalModule.preload().then(
        () => setWarmth((current) => (current === 'cold' ? 'warming' : current)),
        () => {
          // Loaded again on the first open, where a failure reaches the error boundary.
        },
      )
    })
  }, [embedded])
  // A real open warms it just as well.
  useEffect(() => {
    if (open) setWarmth('warm')
  }, [open])
  const onPrewarmed = useCallback(() => setWarmth('warm'), [])

  if (!embedded && !open && warmth !== 'warming') return null
  return (
    <Suspense fallback={null}>
      <LoadedModal
        embedded={embedded}
        onPrewarmed={warmth === 'warming' && !open ? onPrewarmed : undefined}
      />
    </Suspense>
  )
}
