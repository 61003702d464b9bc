// Size-only reference: React alone, with the same plain button every baseline renders.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <button type="button" data-testid="connect-button">
    Connect Wallet
  </button>,
)
