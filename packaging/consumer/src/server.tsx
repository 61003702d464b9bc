// The same tree rendered on a server, in plain Node (no DOM), from the installed tarballs.
import { ConnectButton, LatchProvider } from '@latch/react'
import { renderToString } from 'react-dom/server'
import { latch } from './latch'

export const render = (): string =>
  renderToString(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
