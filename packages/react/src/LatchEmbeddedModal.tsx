import { LatchShadow } from './components/LatchShadow'
import { useLatchInstance } from './hooks/useLatchInstance'
import { LazyModal } from './modal/LazyModal'

/**
 * The modal inline in the host's layout (config `embedded: true`): always shown, closing returns to
 * Account when connected, otherwise Connect.
 *
 * @example
 * <aside><LatchEmbeddedModal /></aside>
 */
export function LatchEmbeddedModal() {
  const latch = useLatchInstance()
  return (
    <LatchShadow latch={latch} testId="latch-embedded">
      <LazyModal embedded />
    </LatchShadow>
  )
}
