import { fetchOnrampQuote } from '@latch/core/modal'
import { useEffect } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** How long typing must pause before the providers are asked for quotes. */
const QUOTE_DELAY_MS = 300

/** Asks for quotes once the amount, a currency or the network stops changing (core checks the limits). */
export function useOnrampQuote(): void {
  const latch = useLatchInstance()
  const amount = useLatchSelector((s) => s.onramp.amount)
  const purchase = useLatchSelector((s) => s.onramp.purchaseCurrency)
  const payment = useLatchSelector((s) => s.onramp.paymentCurrency)
  const network = useLatchSelector((s) => s.activeCaipNetworkId)
  useEffect(() => {
    if (!amount.trim() || !purchase || !payment || !network) return
    const timer = setTimeout(() => void fetchOnrampQuote(latch), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [latch, amount, purchase, payment, network])
}
