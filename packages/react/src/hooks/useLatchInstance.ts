import { type Latch, LatchError } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from '../context'

/** The Latch instance of the nearest LatchProvider. */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new LatchError('NO_PROVIDER', 'Latch hooks need a <LatchProvider> above them')
  return latch
}
