import type { Logger } from '@kori/util-log';
import type { ApiEnv } from '../config/env';
import { createHttpCourierService } from './courier-service';
import { createHttpInvoiceService } from './invoice-service';
import type { OrderServices } from './order-reader';

/** The invoice service and couriers the environment names (the sandbox's by default). */
export function orderServicesFromEnv(env: Pick<ApiEnv, 'INVOICE_SERVICE_URL' | 'COURIER_SERVICE_URL' | 'ORDER_SERVICES_TIMEOUT_MS'>, logger: Logger): OrderServices {
  const onError = (message: string, fields: Record<string, unknown>) => logger.warn(message, fields);
  return {
    invoices: createHttpInvoiceService({ baseUrl: env.INVOICE_SERVICE_URL, timeoutMs: env.ORDER_SERVICES_TIMEOUT_MS, onError }),
    couriers: createHttpCourierService({ baseUrl: env.COURIER_SERVICE_URL, timeoutMs: env.ORDER_SERVICES_TIMEOUT_MS, onError }),
  };
}
