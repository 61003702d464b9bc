import { expect } from '@playwright/test'
import type { DemoPage } from './pages/DemoPage'
import type { ModalPage } from './pages/ModalPage'
import type { SendForm, SendPage } from './pages/SendPage'

/**
 * From Account: the Send form filled, then its preview, with the network fee ready in the chain's native
 * currency (`feeSymbol`: SOL, BTC, ROC…).
 *
 * @example await previewSend({ demo, modal, send }, { token: 'BTC', amount: '0.1', receiver }, 'BTC')
 */
export async function previewSend(
  { demo, modal, send }: { demo: DemoPage; modal: ModalPage; send: SendPage },
  form: SendForm,
  feeSymbol: string,
): Promise<void> {
  await demo.accountButton.click()
  await modal.page.getByTestId('wallet-feature-send').click()
  await expect(modal.view('WalletSend')).toBeVisible()
  await send.fill(form)
  await expect(send.message).toHaveText('')
  await send.previewButton.click()
  await expect(modal.view('WalletSendPreview')).toBeVisible()
  await expect(send.summaryAmount).toHaveText(`${form.amount} ${form.token}`)
  await expect(send.fee).toHaveAttribute('data-status', 'ready')
  await expect(send.fee).toHaveText(new RegExp(`^\\d+(\\.\\d+)? ${feeSymbol}$`))
}
