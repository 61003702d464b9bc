import { checkAccountName } from '@latch/core/internal'
import { getNameSuggestions, type NameSuggestion } from '@latch/core/services'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'

/** Typing pauses this long before the service is asked, so each keystroke is not a request. */
const SUGGESTIONS_DEBOUNCE_MS = 300

export type NameSuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | { status: 'error'; label: string }
  | { status: 'ready'; label: string; asked: NameSuggestion; alternatives: NameSuggestion[] }

/**
 * The name typed (a valid label) as the service answers it, whether it is taken, and free
 * alternatives: asked once typing pauses, an answer for an older label dropped.
 *
 * @example const suggestions = useNameSuggestions('alice')
 */
export function useNameSuggestions(label: string): NameSuggestionsState {
  const latch = useLatchInstance()
  const [state, setState] = useState<NameSuggestionsState>({ status: 'idle' })
  useEffect(() => {
    if (!label || checkAccountName(label)) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState({ status: 'loading', label })
    const timer = setTimeout(() => {
      getNameSuggestions(latch, { name: label }).then(
        ([asked, ...alternatives]) => {
          if (!current) return
          setState(asked ? { status: 'ready', label, asked, alternatives } : { status: 'error', label })
        },
        () => current && setState({ status: 'error', label }),
      )
    }, SUGGESTIONS_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [latch, label])
  // Between a keystroke and its effect the state still describes the previous label.
  if (state.status !== 'idle' && state.label !== label) return { status: 'loading', label }
  return state
}
