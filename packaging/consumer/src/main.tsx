import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { mountHostPanel } from './hostPanel'
import { latch } from './latch'

const container = document.getElementById('root')
const panel = document.getElementById('host')
if (!container || !panel) throw new Error('no #root or #host element')
mountHostPanel(panel)
createRoot(container).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
