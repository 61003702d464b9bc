import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-color-scheme: dark)'

const media = () => (typeof matchMedia === 'function' ? matchMedia(QUERY) : undefined)

function subscribe(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

const ignore = () => () => {}

/**
 * Whether the person's system asks for dark colours, following changes as they happen; false on a server.
 * With `follow` false it does not listen at all (a fixed theme needs no media query).
 *
 * @example const prefersDark = usePrefersDark(theme === 'system')
 */
export function usePrefersDark(follow: boolean): boolean {
  return useSyncExternalStore(
    follow ? subscribe : ignore,
    () => follow && media()?.matches === true,
    () => false,
  )
}
