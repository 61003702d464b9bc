import { getIdentity, type Identity } from '@latch/core/services'
import { useEffect, useState } from 'react'
import { useLatchInstance } from './useLatchInstance'

/** An identity as the hook hands it out: `loaded` once the service answered for this address. */
export interface IdentityState extends Identity {
  loaded: boolean
}

const NO_IDENTITY: IdentityState = { name: null, avatar: null, loaded: false }

/**
 * The address's profile name and avatar from the identity service (cached by core for 5 min), or
 * none: without the service, while loading, and when it fails, callers show the address instead.
 *
 * @example const { name, avatar } = useIdentity(address)
 */
export function useIdentity(address: string | undefined): IdentityState {
  const latch = useLatchInstance()
  const [identity, setIdentity] = useState<{ address?: string; value: IdentityState }>({ value: NO_IDENTITY })
  useEffect(() => {
    if (!address || !latch.config.api) return
    let current = true
    getIdentity(latch, { address }).then(
      (value) => current && setIdentity({ address, value: { ...value, loaded: true } }),
      () => {
        // No profile to show: the short address and the generated avatar stand in.
      },
    )
    return () => {
      current = false
    }
  }, [latch, address])
  return identity.address === address ? identity.value : NO_IDENTITY
}
