import { HOME_LOCALE_OF_LANGUAGE, type Language, type MessageKey } from '@kori/i18n';
import { storageEntries, type StorageEntry, type StorageKind } from '@kori/util-storage';
import { serverIntl } from '@kori/i18n/server';

function lifetimeText(format: (key: MessageKey, values?: Record<string, number>) => string, lifetime: StorageEntry['lifetime']): string {
  return lifetime.unit === 'untilCleared' ? format('storage.lifetime.untilCleared') : format(`storage.lifetime.${lifetime.unit}`, { count: lifetime.count });
}

/**
 * The privacy statement's cookie or local-storage table rows in one language, from the registry of
 * every name the code uses (name, purpose, consent category, lifetime), so the statement cannot miss one.
 */
export function storageTableRows(kind: StorageKind, language: Language): string[][] {
  const intl = serverIntl(HOME_LOCALE_OF_LANGUAGE[language]);
  const format = (key: MessageKey, values?: Record<string, number>) => intl.formatMessage({ id: key }, values);
  return storageEntries(kind).map((entry) => [
    entry.name,
    format(entry.purposeKey as MessageKey),
    format(`storage.category.${entry.category}`),
    lifetimeText(format, entry.lifetime),
  ]);
}
