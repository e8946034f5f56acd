import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '@kori/region';

// Field schemas the parts of the sandbox state file share, so each kind of value is read one way.

/** Money: integer minor units (cents, öre) of the record's currency. */
export const minorUnits = z.number().int();

/** A currency the shops, payments and invoices count in. */
export const currency = z.enum(SUPPORTED_CURRENCIES);

/** A moment: epoch milliseconds of the sandbox clock. */
export const epochMs = z.number();
