import { createServer } from 'node:net'

/**
 * Asks the OS for a free TCP port on `host` by binding to port 0, then releases it.
 * Another process could take the port before the caller binds it; on loopback that race is rare.
 *
 * @example
 * const port = await findFreePort('127.0.0.1')
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error(`No free port found on ${host}.`))))
    })
  })
}

/**
 * Whether `port` on `host` can be bound right now.
 *
 * @example
 * if (!(await isPortFree(8545))) console.log('8545 is taken')
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}
