// One lazy chunk for both on-ramp views: they are used together, and one chunk reaches the modal's
// shared code in one way, so the first load keeps its chunks.
export { OnrampBuy } from './OnrampBuy'
export { OnrampWaiting } from './OnrampWaiting'
