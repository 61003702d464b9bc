import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { latch } from './latch'

const container = document.getElementById('root')
if (!container) throw new Error('no #root element')
createRoot(container).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
