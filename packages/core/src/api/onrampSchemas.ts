import * as z from 'zod/mini'

/** Spec §3's on-ramp currency, as the options answer it. */
export const onrampCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})

/** An amount with its currency, as the quote writes it. */
export const onrampAmountSchema = z.object({ amount: z.string(), currency: z.string() })
