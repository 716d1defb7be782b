// The offline results' home on the device: one IndexedDB store keyed by the client result id
// (ADR 044). A tiny wrapper: four calls, each its own transaction.
import type { QueuedResult } from "~/core/offline/result-queue";

const DB_NAME = "bichee-offline";
const STORE = "results";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB write failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB write aborted"));
    });
  } finally {
    db.close();
  }
}

export const queueStore = {
  all: () => run<QueuedResult[]>("readonly", (s) => s.getAll() as IDBRequest<QueuedResult[]>),
  /** Adds the result only if its id is new: a second tab or a repeated save keeps the first copy. */
  addIfNew: (item: QueuedResult) =>
    run("readwrite", (s) => {
      const request = s.getKey(item.id);
      request.onsuccess = () => {
        if (request.result === undefined) s.add(item);
      };
      return request;
    }),
  put: (item: QueuedResult) => run("readwrite", (s) => s.put(item)),
  remove: (id: string) => run("readwrite", (s) => s.delete(id)),
  /** Logout: the device forgets every queued result. */
  forgetAll: () =>
    new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    }),
};
