import type { Connector } from '@latch/core'
import { buildDesktopLinks, buildWalletDeeplink } from '@latch/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'

/** Opens a wallet's link: a universal link in a new tab, a native scheme in place (the system hands it to the app). */
export function openWalletLink(href: string): void {
  if (/^https?:/i.test(href)) window.open(href, '_blank', 'noopener,noreferrer')
  else window.location.href = href
}

/**
 * Spec §3 wcLinking and buffering, on phones: once the pairing URI is there, opens the listing
 * wallet's deeplink with it (once per view; `openAgain` for the button), and counts the attempt as
 * buffering when the person comes back to the page, until the wallet's answer arrives. `undefined`
 * where there is nothing to link: a desktop, no listing wallet, or one without a mobile link.
 */
export function useWalletLinking(wallet: Connector | undefined, uri: string | undefined) {
  const latch = useLatchInstance()
  const [buffering, setBuffering] = useState(false)
  const opened = useRef(false)
  const href =
    latch.config.isMobile && wallet?.listing && uri
      ? buildWalletDeeplink(wallet.listing, uri, { href: location.href, origin: location.origin })
      : undefined

  useEffect(() => {
    if (!href || opened.current) return
    opened.current = true
    openWalletLink(href)
  }, [href])

  const linked = href !== undefined
  useEffect(() => {
    if (!linked) return
    const onVisible = () => {
      if (document.visibilityState === 'visible') setBuffering(true)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [linked])

  const openAgain = useCallback(() => {
    if (!href) return
    setBuffering(false)
    openWalletLink(href)
  }, [href])

  return href ? { href, buffering, openAgain } : undefined
}

/**
 * On a computer, the listing wallet's desktop app and web app links with the pairing URI (spec §3
 * `desktop_link`, `webapp_link`), offered next to the QR code; none on a phone or before the URI.
 */
export function useDesktopLinks(
  wallet: Connector | undefined,
  uri: string | undefined,
): { desktop: string | undefined; webapp: string | undefined } {
  const latch = useLatchInstance()
  if (latch.config.isMobile || !wallet?.listing || !uri) return { desktop: undefined, webapp: undefined }
  return buildDesktopLinks(wallet.listing, uri)
}
