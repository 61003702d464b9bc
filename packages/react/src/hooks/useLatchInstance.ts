import { type Latch, LatchProviderNotFoundError } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from '../context'

/** The Latch instance of the nearest LatchProvider. */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new LatchProviderNotFoundError()
  return latch
}
