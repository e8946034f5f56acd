// Public, browser-safe entry of @kori/util-storage: the registry of cookies and local-storage keys, and
// the one cookie header reader/writer.
export { readCookie, readCookies, serializeSetCookie, type SetCookieAttributes } from './lib/cookie-header';
export {
  STORAGE_REGISTRY,
  storageEntries,
  type ConsentCategory,
  type StorageEntry,
  type StorageKind,
  type StorageLifetime,
} from './lib/storage-registry';
