import { NetworkList } from '../../components/NetworkList'

export function Networks() {
  return (
    <div data-testid="networks-view">
      <NetworkList />
    </div>
  )
}
