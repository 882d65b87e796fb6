import ELK from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';

/** ELK in a web worker, served from the inspector's own files (offline, and off the main thread). */
export const elk = new ELK({ workerFactory: () => new Worker(workerUrl) });
