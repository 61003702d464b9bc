// Setup file of vitest.react18.config.ts: the component tests must really run on React 18, not fall
// back to the root's React 19 through a missed alias.

import { version } from 'react'
import { version as reactDomVersion } from 'react-dom'

if (!version.startsWith('18.') || !reactDomVersion.startsWith('18.'))
  throw new Error(`expected React 18 from compat/react18, got react ${version}, react-dom ${reactDomVersion}`)
