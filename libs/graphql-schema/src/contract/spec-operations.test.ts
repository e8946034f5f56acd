import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, validate, type DocumentNode, type GraphQLEnumType, type OperationDefinitionNode } from 'graphql';

const libRoot = join(__dirname, '../..');
const libsRoot = join(libRoot, '..');
const schema = buildSchema(readFileSync(join(libRoot, 'schema.graphql'), 'utf8'));
const contract = parse(readFileSync(join(__dirname, 'spec-operations.graphql'), 'utf8'));

/** Every operation the storefront makes: name, kind and input variables, exactly. */
const SPEC_OPERATIONS: Record<string, { kind: 'query' | 'mutation'; variables: string[] }> = {
  GetEmbeddedCart: { kind: 'query', variables: ['id'] },
  FetchUserData: { kind: 'query', variables: ['region'] },
  me: { kind: 'query', variables: ['region'] },
  GetCompletedCheckout: { kind: 'query', variables: ['checkoutId'] },
  GetInitiatedCheckout: { kind: 'query', variables: ['checkoutId', 'deliveryOptionTemplate', 'couponCode', 'deliveryOptions'] },
  GetInvoiceDetails: { kind: 'query', variables: ['invoiceId'] },
  GetMyOrder: { kind: 'query', variables: ['orderId'] },
  ListMyOrders: { kind: 'query', variables: ['page', 'perPage'] },
  getPaymentAuthorizationStatus: { kind: 'query', variables: ['checkoutId'] },
  shipmentDetails: { kind: 'query', variables: ['trackerId'] },
  verifyAuthResponse: { kind: 'mutation', variables: ['checkoutId', 'code'] },
  priceAlertDelete: { kind: 'mutation', variables: ['id'] },
};

function operations(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

function signature(operation: OperationDefinitionNode) {
  return { kind: operation.operation, variables: (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value) };
}

describe('the storefront operations', () => {
  it('all validate against schema.graphql with the fields the storefront selects', () => {
    expect(validate(schema, contract).map((error) => error.message)).toEqual([]);
  });

  it('are all there, each with its exact name, kind and variables', () => {
    const found = Object.fromEntries(operations(contract).map((operation) => [operation.name?.value, signature(operation)]));
    expect(found).toEqual(SPEC_OPERATIONS);
  });

  it("keep the same name and variables where a feature lib already carries its own copy", () => {
    const copies: { file: string; name: string; signature: ReturnType<typeof signature> }[] = [];
    for (const lib of readdirSync(libsRoot)) {
      const dir = join(libsRoot, lib, 'src/graphql');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.graphql'))) {
        for (const operation of operations(parse(readFileSync(join(dir, file), 'utf8')))) {
          const name = operation.name?.value ?? '';
          if (name in SPEC_OPERATIONS) copies.push({ file: `${lib}/${file}`, name, signature: signature(operation) });
        }
      }
    }
    for (const copy of copies) expect({ file: copy.file, ...copy.signature }).toEqual({ file: copy.file, ...SPEC_OPERATIONS[copy.name] });
    // The check must have something to look at: the auth lib's user queries exist since the first slice.
    expect(copies.map((copy) => copy.name)).toEqual(expect.arrayContaining(['FetchUserData', 'me']));
  });
});

describe('the enumerations', () => {
  const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name).sort();

  it.each([
    ['Region', ['FI', 'NL', 'SE']],
    ['CheckoutStatus', ['FAILED', 'INITIATED', 'INITIATE_COMPLETE', 'PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED']],
    ['PaymentMethod', ['ADYEN', 'AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_CREDIT', 'AVARDA_CHECKOUTV3_INVOICE', 'CREDIT', 'INVOICE', 'STRIPE']],
    [
      'PaymentAuthorizationStatus',
      ['ADYEN_PAYMENT_STARTED', 'APPROVED', 'AVARDA_CREDIT_DENIED', 'AVARDA_INCORRECT_ADDRESS', 'AVARDA_REJECTED', 'CANCELLED', 'CREATED_AVARDA_CHECKOUTV3', 'CREATED_STRIPE', 'FAILED', 'PENDING'],
    ],
    ['InvoicePaymentStatus', ['NotProduced', 'Overdue', 'Paid', 'PaymentScheduled', 'Postponed', 'ProcessingPayment', 'Transferred', 'Unknown', 'Unpaid']],
    ['ShipmentMilestone', ['AvailableForPickup', 'Delivered', 'Exception', 'FailedAttempt', 'InTransit', 'InfoReceived', 'OutForDelivery', 'Pending']],
    ['DeliveryOptionTemplate', ['LEAST_EXPENSIVE', 'PREFER_HOME_DELIVERY', 'PREFER_PICKUP_DELIVERY']],
    ['DeliveryType', ['HOME_DELIVERY', 'PICKUP_DELIVERY', 'STORE_PICKUP']],
    ['CartErrorCode', ['CONCURRENT_CHECKOUT', 'MAXIMUM_CART_AMOUNT']],
    [
      'CheckoutErrorType',
      ['COUPON_EXPIRED', 'COUPON_NOT_EXISTS', 'COUPON_NOT_YET_VALID', 'COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED', 'COUPON_USED', 'FAILED_CHECKOUT', 'NOT_RETURNING_CUSTOMER', 'NO_PRODUCTS_FOUND', 'UNKNOWN_ERROR'],
    ],
    ['AddToCartErrorType', ['ADD_TO_CART_FAILED', 'NOT_ENOUGH_STOCK', 'PRODUCT_NOT_AVAILABLE', 'UNKNOWN']],
    [
      'InitiateErrorType',
      [
        'ADDRESS_INPUT_FAILED', 'AGENT_BLOCKED', 'CITY_INPUT_FAILED', 'EMAIL_ADDRESS_INPUT_FAILED', 'EMAIL_ADDRESS_IN_USE', 'FIRST_NAME_INPUT_FAILED',
        'LAST_NAME_INPUT_FAILED', 'MINIMUM_ORDER_AMOUNT', 'PHONE_INPUT_FAILED', 'SERVER_ERROR', 'STREET_ADDRESS_INPUT_FAILED', 'UNDELIVERABLE_PRODUCTS',
        'UNDELIVERABLE_PRODUCT_COMBINATION', 'UNDELIVERABLE_TO_GIVEN_ADDRESS', 'UNKNOWN', 'ZIP_INPUT_FAILED',
      ],
    ],
  ])('%s holds exactly the specified values', (name, expected) => {
    expect(values(name)).toEqual([...expected].sort());
  });
});
