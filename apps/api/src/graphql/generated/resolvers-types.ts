import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryModel, BrandModel, MerchantModel, ProductModel, OfferModel, UserModel, ProductListingModel, CartModel, PriceAlertModel } from '../mappers';
import type { ApiContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddProgress = {
  __typename?: 'AddProgress';
  numberAdded: Scalars['Int']['output'];
  totalToAdd: Scalars['Int']['output'];
};

export type AddToCartErrorType =
  | 'ADD_TO_CART_FAILED'
  | 'NOT_ENOUGH_STOCK'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'UNKNOWN';

export type AddressField =
  | 'city'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'postalCode'
  | 'streetAddress';

export type AddressFieldError = {
  __typename?: 'AddressFieldError';
  code: AddressValidationErrorCode;
  field: AddressField;
};

export type AddressValidationErrorCode =
  | 'FULL_NAME_TOO_LONG'
  | 'INVALID_CITY'
  | 'INVALID_EMAIL'
  | 'INVALID_FIRST_NAME'
  | 'INVALID_FI_ZIP_CODE'
  | 'INVALID_LAST_NAME'
  | 'INVALID_PHONE'
  | 'INVALID_PHONE_COUNTRY_CODE'
  | 'INVALID_STREET_ADDRESS'
  | 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'
  | 'NO_SPACE_BEFORE_STREET_NUMBER'
  | 'UNSUPPORTED_AX_ZIP_CODE';

/** A first-party analytics event as the storefront's collector forwards it. */
export type AnalyticsEventInput = {
  /** Anonymous browser id, not personal data. */
  clientId: Scalars['String']['input'];
  /** Event name, for example page_view or add_to_cart. */
  name: Scalars['String']['input'];
  /** ISO timestamp from the browser. */
  occurredAt: Scalars['String']['input'];
  /** JSON object with the event's parameters (already hashed where personal). */
  params: Scalars['String']['input'];
};

export type AnalyticsIngestResult = {
  __typename?: 'AnalyticsIngestResult';
  accepted: Scalars['Int']['output'];
};

export type AutocompleteSuggestion = {
  __typename?: 'AutocompleteSuggestion';
  category?: Maybe<Category>;
  /** What to show, with the matched text. */
  label: Scalars['String']['output'];
  product?: Maybe<Product>;
};

export type BillingAddress = {
  __typename?: 'BillingAddress';
  city: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  streetAddress: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Campaign = {
  __typename?: 'Campaign';
  affectsPricesOnProductPages: Scalars['Boolean']['output'];
  banner: CampaignBanner;
  discountPromotion?: Maybe<DiscountPromotion>;
  duration: CampaignDuration;
  firstTimeBuyer: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  translations: Array<CampaignTranslation>;
};

export type CampaignBanner = {
  __typename?: 'CampaignBanner';
  blurb?: Maybe<Scalars['String']['output']>;
  readMoreLink?: Maybe<Scalars['String']['output']>;
  shortText: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type CampaignDuration = {
  __typename?: 'CampaignDuration';
  /** ISO date, inclusive. */
  end: Scalars['String']['output'];
  /** ISO date, inclusive. */
  start: Scalars['String']['output'];
};

export type CampaignTranslation = {
  __typename?: 'CampaignTranslation';
  banner: CampaignBanner;
  language: Language;
};

export type CancelPaymentPayload = {
  __typename?: 'CancelPaymentPayload';
  checkoutId: Scalars['ID']['output'];
  /** INITIATE_COMPLETE when the shopper may pay another way; PERFORM (or later) when the payment stands. */
  checkoutStatus?: Maybe<CheckoutStatus>;
};

/** Result for the embedded card-payment provider v3 (Avarda Checkout v3): a JWT for its widget. */
export type CardPaymentProviderV3AuthResult = {
  __typename?: 'CardPaymentProviderV3AuthResult';
  authorizationStatus: PaymentAuthorizationStatus;
  jwt: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  cheapestMix?: Maybe<CheapestMix>;
  currency: Currency;
  deliveryTotal: MoneyAmount;
  id: Scalars['ID']['output'];
  /** Sum of all line quantities. */
  itemCount: Scalars['Int']['output'];
  itemsTotal: MoneyAmount;
  /** The most this cart may hold in its currency (MAXIMUM_CART_AMOUNT above it). */
  maximumAmount: MoneyAmount;
  merchants: Array<CartMerchantGroup>;
  region: Region;
  total: MoneyAmount;
};

export type CartErrorCode =
  | 'CONCURRENT_CHECKOUT'
  | 'MAXIMUM_CART_AMOUNT';

/** One offer in the cart. Prices are the merchant's current offer price. */
export type CartLine = {
  __typename?: 'CartLine';
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  lineTotal: MoneyAmount;
  name: Scalars['String']['output'];
  offerId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  /** Path of the product page on the storefront. */
  productPath: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  stockStatus: StockStatus;
  unitPrice: MoneyAmount;
};

/** The cart's lines of one merchant, with what delivery to the cart's region costs. */
export type CartMerchantGroup = {
  __typename?: 'CartMerchantGroup';
  /** Delivery cost estimate for this subtotal (zero at or above the free-delivery threshold). */
  deliveryCost: MoneyAmount;
  deliveryDays: Scalars['Int']['output'];
  freeDeliveryThreshold?: Maybe<MoneyAmount>;
  lines: Array<CartLine>;
  merchantDetails: MerchantDetails;
  subtotal: MoneyAmount;
};

/** A cart change: the cart as it is afterwards (unchanged when the change was refused) and why it was refused. */
export type CartPayload = {
  __typename?: 'CartPayload';
  cart?: Maybe<Cart>;
  userErrors: Array<CartUserError>;
};

export type CartUserError = {
  __typename?: 'CartUserError';
  /** NOT_ENOUGH_STOCK: how many the merchant has. */
  available?: Maybe<Scalars['Int']['output']>;
  code: CartUserErrorCode;
  /** MAXIMUM_CART_AMOUNT: the limit in the cart's currency. */
  limit?: Maybe<MoneyAmount>;
  offerId?: Maybe<Scalars['ID']['output']>;
};

export type CartUserErrorCode =
  | 'ADD_TO_CART_FAILED'
  /** The cart id is unknown, or the cart belongs to another shopper. */
  | 'CART_NOT_FOUND'
  | 'CONCURRENT_CHECKOUT'
  | 'MAXIMUM_CART_AMOUNT'
  | 'NOT_ENOUGH_STOCK'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'UNKNOWN';

export type Category = {
  __typename?: 'Category';
  children: Array<Category>;
  /** URL segment, unique across the tree (for example `smartphones`). */
  id: Scalars['ID']['output'];
  /** 1 for a top-level category, at most 6. */
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  /** Root first, this category last: for breadcrumbs. */
  path: Array<Category>;
  /** Products in this category and its descendants. */
  productCount: Scalars['Int']['output'];
};


export type CategoryNameArgs = {
  language?: InputMaybe<Language>;
};

/** The merchant assignment with the lowest total (items + each merchant's delivery to the region). */
export type CheapestMix = {
  __typename?: 'CheapestMix';
  changes: Array<CheapestMixChange>;
  /** Current total minus the cheapest mix total; zero when the cart already is the cheapest mix. */
  saving: MoneyAmount;
  total: MoneyAmount;
};

/** One line's move in the cheapest mix: the same product, from another merchant's offer. */
export type CheapestMixChange = {
  __typename?: 'CheapestMixChange';
  fromMerchant: MerchantDetails;
  fromOfferId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  toMerchant: MerchantDetails;
  toOfferId: Scalars['ID']['output'];
};

export type CheckoutError = {
  __typename?: 'CheckoutError';
  errorType: CheckoutErrorType;
};

export type CheckoutErrorType =
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_EXISTS'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED'
  | 'COUPON_USED'
  | 'FAILED_CHECKOUT'
  | 'NOT_RETURNING_CUSTOMER'
  | 'NO_PRODUCTS_FOUND'
  | 'UNKNOWN_ERROR';

/** One offer being bought in a checkout, and how far the merchant agent got with it. */
export type CheckoutLine = {
  __typename?: 'CheckoutLine';
  errorType?: Maybe<AddToCartErrorType>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  merchantId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  offerId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  status: CheckoutLineStatus;
  unitPrice: MoneyAmount;
};

export type CheckoutLineStatus =
  | 'ADDED'
  | 'FAILED'
  | 'PENDING';

export type CheckoutStatus =
  | 'FAILED'
  | 'INITIATED'
  | 'INITIATE_COMPLETE'
  | 'PERFORM'
  | 'PERFORM_COMPLETE'
  | 'PERFORM_FAILED';

export type CheckoutSummary = {
  __typename?: 'CheckoutSummary';
  checkoutErrors: Array<CheckoutError>;
  delivery: Array<MerchantDelivery>;
  merchantErrors: Array<MerchantError>;
  productErrors: Array<ProductError>;
  totalCosts: OrderTotals;
  totalProductCount: Scalars['Int']['output'];
};

export type CompletedCheckout = {
  __typename?: 'CompletedCheckout';
  billingAddress?: Maybe<BillingAddress>;
  checkoutStatus: CheckoutStatus;
  deliveryAddress?: Maybe<DeliveryAddress>;
  discounts: Array<CompletedCheckoutDiscount>;
  merchantSummaries: Array<MerchantSummary>;
  orderId?: Maybe<Scalars['ID']['output']>;
  orderTotalCosts: CompletedOrderTotalCosts;
  paymentMethod?: Maybe<PaymentMethod>;
  /** What was released of the payment for merchants that could not place their orders (their releasedAmount summed); null when nothing. */
  releasedAmount?: Maybe<MoneyAmount>;
  totalProductCount: Scalars['Int']['output'];
  userReferralCode?: Maybe<Scalars['String']['output']>;
};

export type CompletedCheckoutDiscount = {
  __typename?: 'CompletedCheckoutDiscount';
  couponCodeCode?: Maybe<Scalars['String']['output']>;
  /** What the code took off the order. */
  discountAmount?: Maybe<MoneyAmount>;
  discountedProductId?: Maybe<Scalars['ID']['output']>;
  discountedProductPrice?: Maybe<MoneyAmount>;
  /** True when the code was another shopper's invite-a-friend code. */
  referral: Scalars['Boolean']['output'];
};

export type CompletedOrderTotalCosts = {
  __typename?: 'CompletedOrderTotalCosts';
  deliveryCost: MoneyAmount;
  discount: MoneyAmount;
  itemsTotal: MoneyAmount;
  owedByCustomer: MoneyAmount;
  paidToMerchant: MoneyAmount;
  /** VAT included in owedByCustomer at the region's rate (FI 25.5 %, SE 25 %, NL 21 %), as the receipt shows it. */
  tax: MoneyAmount;
};

export type CouponCodeError = {
  __typename?: 'CouponCodeError';
  couponCodeCode: Scalars['String']['output'];
  errorType: CheckoutErrorType;
};

export type Currency =
  | 'EUR'
  | 'SEK';

export type Deal = {
  __typename?: 'Deal';
  insight: PriceInsight;
  offer: Offer;
  product: Product;
};

export type DealPage = {
  __typename?: 'DealPage';
  deals: Array<Deal>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  city: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  streetAddress: Scalars['String']['output'];
};

export type DeliveryAddressInput = {
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  streetAddress: Scalars['String']['input'];
};

export type DeliveryOption = {
  __typename?: 'DeliveryOption';
  cost: MoneyAmount;
  id: Scalars['ID']['output'];
  merchantDescription?: Maybe<Scalars['String']['output']>;
  type: DeliveryType;
};

export type DeliveryOptionSelection = {
  deliveryOptionId: Scalars['ID']['input'];
  merchantId: Scalars['ID']['input'];
};

export type DeliveryOptionTemplate =
  | 'LEAST_EXPENSIVE'
  | 'PREFER_HOME_DELIVERY'
  | 'PREFER_PICKUP_DELIVERY';

export type DeliveryProblem = {
  __typename?: 'DeliveryProblem';
  errorType: InitiateErrorType;
  merchantDetails: MerchantDetails;
};

export type DeliverySummary = {
  __typename?: 'DeliverySummary';
  deliveryDescription?: Maybe<Scalars['String']['output']>;
  deliveryOptions: Array<DeliveryOption>;
  merchantDetails: MerchantDetails;
  selectedDeliveryOption?: Maybe<DeliveryOption>;
};

export type DeliveryType =
  | 'HOME_DELIVERY'
  | 'PICKUP_DELIVERY'
  | 'STORE_PICKUP';

export type DiscountPromotion = {
  __typename?: 'DiscountPromotion';
  discountCode: Scalars['String']['output'];
  /**
   * What the code takes off a product in the region, set only for a campaign that affects prices on product
   * pages and whose code is valid now for any shopper the campaign is shown to.
   */
  productBenefit?: Maybe<ProductBenefit>;
};

export type EmbeddedCart = {
  __typename?: 'EmbeddedCart';
  id: Scalars['ID']['output'];
  products: Array<EmbeddedCartProduct>;
};

export type EmbeddedCartProduct = {
  __typename?: 'EmbeddedCartProduct';
  brand?: Maybe<Scalars['String']['output']>;
  currency: Currency;
  discountPrice?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  price: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  store: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FacetValue = {
  __typename?: 'FacetValue';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type InitiateCheckoutPayload = {
  __typename?: 'InitiateCheckoutPayload';
  addressErrors: Array<AddressFieldError>;
  cartError?: Maybe<CartErrorCode>;
  checkout?: Maybe<InitiatedCheckout>;
  checkoutErrors: Array<CheckoutError>;
};

export type InitiateErrorType =
  | 'ADDRESS_INPUT_FAILED'
  | 'AGENT_BLOCKED'
  | 'CITY_INPUT_FAILED'
  | 'EMAIL_ADDRESS_INPUT_FAILED'
  | 'EMAIL_ADDRESS_IN_USE'
  | 'FIRST_NAME_INPUT_FAILED'
  | 'LAST_NAME_INPUT_FAILED'
  | 'MINIMUM_ORDER_AMOUNT'
  | 'PHONE_INPUT_FAILED'
  | 'SERVER_ERROR'
  | 'STREET_ADDRESS_INPUT_FAILED'
  | 'UNDELIVERABLE_PRODUCTS'
  | 'UNDELIVERABLE_PRODUCT_COMBINATION'
  | 'UNDELIVERABLE_TO_GIVEN_ADDRESS'
  | 'UNKNOWN'
  | 'ZIP_INPUT_FAILED';

export type InitiatedCheckout = {
  __typename?: 'InitiatedCheckout';
  checkoutStatus: CheckoutStatus;
  couponCodeErrors: Array<CouponCodeError>;
  currentProgress: Array<MerchantProgress>;
  deliveryAddress: DeliveryAddress;
  discounts: Array<InitiatedCheckoutDiscount>;
  id: Scalars['ID']['output'];
  lines: Array<CheckoutLine>;
  region: Region;
  summary?: Maybe<CheckoutSummary>;
};

export type InitiatedCheckoutDiscount = {
  __typename?: 'InitiatedCheckoutDiscount';
  couponCodeCode?: Maybe<Scalars['String']['output']>;
  discountAmount?: Maybe<MoneyAmount>;
  discountedProductId?: Maybe<Scalars['ID']['output']>;
  discountedProductPrice?: Maybe<MoneyAmount>;
  title: Scalars['String']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  balance: MoneyAmount;
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** ISO date. */
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  paymentReference?: Maybe<Scalars['String']['output']>;
  paymentStatus: InvoicePaymentStatus;
  purchaseId?: Maybe<Scalars['String']['output']>;
  receiver?: Maybe<Scalars['String']['output']>;
  totalAmount: MoneyAmount;
};

export type InvoicePaymentStatus =
  | 'NotProduced'
  | 'Overdue'
  | 'Paid'
  | 'PaymentScheduled'
  | 'Postponed'
  | 'ProcessingPayment'
  | 'Transferred'
  | 'Unknown'
  | 'Unpaid';

/** UI language. Regions and languages combine into the locales fi-FI, en-FI, sv-SE and nl-NL. */
export type Language =
  | 'EN'
  | 'FI'
  | 'NL'
  | 'SV';

export type LineItem = {
  __typename?: 'LineItem';
  costCurrency: Currency;
  costValue: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type Merchant = {
  __typename?: 'Merchant';
  deliveryTerms: MerchantDeliveryTerms;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  privacyPolicyUrl?: Maybe<Scalars['String']['output']>;
  /** Share of orders this merchant delivered on time, 0..1; part of how offers are explained. */
  rating?: Maybe<Scalars['Float']['output']>;
  region: Region;
  title: Scalars['String']['output'];
  tosUrl?: Maybe<Scalars['String']['output']>;
  websiteUrl: Scalars['String']['output'];
};

export type MerchantCheckout = {
  __typename?: 'MerchantCheckout';
  lineItems: Array<LineItem>;
  merchantId: Scalars['ID']['output'];
};

export type MerchantDelivery = DeliveryProblem | DeliverySummary;

export type MerchantDeliveryTerms = {
  __typename?: 'MerchantDeliveryTerms';
  deliveryCost: MoneyAmount;
  /** Typical working days from order to delivery. */
  deliveryDays: Scalars['Int']['output'];
  deliveryTypes: Array<DeliveryType>;
  /** Orders at or above this items total ship free; null when the merchant never ships free. */
  freeDeliveryThreshold?: Maybe<MoneyAmount>;
};

export type MerchantDetails = {
  __typename?: 'MerchantDetails';
  /** The merchant's id: the key of per-merchant choices such as DeliveryOptionSelection. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  privacyPolicyUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  tos_url?: Maybe<Scalars['String']['output']>;
};

export type MerchantError = {
  __typename?: 'MerchantError';
  errorType: InitiateErrorType;
  merchantDetails?: Maybe<MerchantDetails>;
};

export type MerchantProgress = {
  __typename?: 'MerchantProgress';
  merchantDetails: MerchantDetails;
  numberFound: Scalars['Int']['output'];
  numberOfProducts: Scalars['Int']['output'];
  progress: AddProgress;
};

export type MerchantSummary = {
  __typename?: 'MerchantSummary';
  deliveryDescription?: Maybe<Scalars['String']['output']>;
  deliveryOption?: Maybe<DeliveryOption>;
  merchantDetails: MerchantDetails;
  merchantStatus: CheckoutStatus;
  merchantTotalCosts: OrderTotals;
  /**
   * The part of the payment released (voided, or refunded if it was captured) because this merchant
   * could not place its order: the shopper is never charged for it. Null when nothing was released.
   */
  releasedAmount?: Maybe<MoneyAmount>;
  resultProducts: Array<ResultProduct>;
};

/** A money amount: decimal string (two decimals, dot separator) and its currency. */
export type MoneyAmount = {
  __typename?: 'MoneyAmount';
  currency: Currency;
  price: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The shopper leaves the provider's page unfinished to pay another way. A payment still waiting for
   * its answer is closed at its provider and the checkout returns to INITIATE_COMPLETE (performCheckout
   * may be called again); a payment the provider approved meanwhile is kept and the orders are placed
   * (the status stays PERFORM). Idempotent: a checkout not waiting for a payment is left as it is.
   */
  cancelPayment: CancelPaymentPayload;
  cartAddOffer: CartPayload;
  /** Moves every line to the offers of the cheapest mix. */
  cartApplyCheapestMix: CartPayload;
  /**
   * Signed in only: keeps a signed-out cart by merging it into the shopper's cart (quantities add up).
   * Returns the shopper's cart, whose id the storefront keeps from then on.
   */
  cartClaim: CartPayload;
  cartClear: CartPayload;
  cartRemoveLine: CartPayload;
  /** Quantity 0 removes the line. */
  cartSetLineQuantity: CartPayload;
  /** Validates the address, then starts the merchant agents for the cart's lines (status INITIATED). */
  initiateCheckout: InitiateCheckoutPayload;
  /**
   * Pays and places one order per merchant. Idempotent per checkout; a second attempt while one runs
   * gets CONCURRENT_CHECKOUT.
   */
  performCheckout: PerformCheckoutPayload;
  /** Confirms an e-mail alert with the code mailed to it. */
  priceAlertConfirm: PriceAlert;
  /**
   * Sets a target price (decimal, in the region's currency) on a product. Signed in: active at once, for
   * the account's e-mail. Signed out: `email` is required and a code goes to it (priceAlertConfirm).
   */
  priceAlertCreate: PriceAlertCreatePayload;
  priceAlertDelete: PriceAlertDeleteResponse;
  recordAnalyticsEvents: AnalyticsIngestResult;
  recordOfferClick: Scalars['Boolean']['output'];
  /**
   * Ends the session whose JWT is the request's bearer token: from then on no API process serves its
   * user's data for that token. The storefront calls it at logout. True when the token was a valid
   * session (revoked now or before), false without one.
   */
  revokeSession: Scalars['Boolean']['output'];
  verifyAuthResponse: VerifyAuthResult;
};


export type MutationCancelPaymentArgs = {
  checkoutId: Scalars['ID']['input'];
};


export type MutationCartAddOfferArgs = {
  cartId?: InputMaybe<Scalars['ID']['input']>;
  offerId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
  region: Region;
};


export type MutationCartApplyCheapestMixArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationCartClaimArgs = {
  cartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCartClearArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationCartRemoveLineArgs = {
  cartId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
};


export type MutationCartSetLineQuantityArgs = {
  cartId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationInitiateCheckoutArgs = {
  cartId: Scalars['ID']['input'];
  deliveryAddress: DeliveryAddressInput;
};


export type MutationPerformCheckoutArgs = {
  checkoutId: Scalars['ID']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  deliveryOptionTemplate?: InputMaybe<DeliveryOptionTemplate>;
  deliveryOptions?: InputMaybe<Array<DeliveryOptionSelection>>;
  paymentMethod: PaymentMethod;
};


export type MutationPriceAlertConfirmArgs = {
  code: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationPriceAlertCreateArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  productId: Scalars['ID']['input'];
  region: Region;
  targetPrice: Scalars['String']['input'];
};


export type MutationPriceAlertDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordAnalyticsEventsArgs = {
  events: Array<AnalyticsEventInput>;
};


export type MutationRecordOfferClickArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  offerId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationVerifyAuthResponseArgs = {
  checkoutId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type Offer = {
  __typename?: 'Offer';
  /** Delivery cost to the shopper's region for this single item, free-delivery threshold applied. */
  deliveryCost: MoneyAmount;
  id: Scalars['ID']['output'];
  merchant: Merchant;
  price: MoneyAmount;
  /** KORI_CHECKOUT offers can go in the cart; REDIRECT_ONLY ones are bought on the merchant's site. */
  purchaseMode: OfferPurchaseMode;
  /** 1-based position in the ranking by total price. */
  rank: Scalars['Int']['output'];
  rankReason: OfferRankReason;
  stockQuantity: Scalars['Int']['output'];
  stockStatus: StockStatus;
  /** price + deliveryCost: the figure offers are ranked by. */
  totalPrice: MoneyAmount;
  /** The merchant's product page (http or https). */
  url: Scalars['String']['output'];
};

/** How an offer can be bought: through Kori's cart, or only on the merchant's own site. */
export type OfferPurchaseMode =
  | 'KORI_CHECKOUT'
  | 'REDIRECT_ONLY';

/** Why an offer sits where it does in the ranking. */
export type OfferRankReason =
  | 'FREE_DELIVERY_APPLIED'
  | 'HIGHER_TOTAL'
  | 'LOWEST_TOTAL'
  | 'OUT_OF_STOCK_LAST';

export type Order = {
  __typename?: 'Order';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  deliveryCostAmount: Scalars['String']['output'];
  deliveryCostCurrency: Currency;
  discountAmount: Scalars['String']['output'];
  discountCurrency: Currency;
  id: Scalars['ID']['output'];
  invoice?: Maybe<Invoice>;
  itemsTotalAmount: Scalars['String']['output'];
  itemsTotalCurrency: Currency;
  merchantCheckouts: Array<MerchantCheckout>;
  merchantDetails: Array<MerchantDetails>;
  owedByCustomerAmount: Scalars['String']['output'];
  owedByCustomerCurrency: Currency;
  paymentMethod: PaymentMethod;
  /** Where the order was placed (its VAT rate and currency). */
  region: Region;
  shipmentTracking: Array<ShipmentTracking>;
  /** VAT included in the amount owed at the order region's rate (FI 25.5 %, SE 25 %, NL 21 %), as the receipt shows it. */
  tax: MoneyAmount;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  orders: Array<Order>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type OrderTotals = {
  __typename?: 'OrderTotals';
  deliveryCost: MoneyAmount;
  itemsTotal: MoneyAmount;
  owedByCustomer: MoneyAmount;
  paidToMerchant: MoneyAmount;
};

export type PaymentAuthorization = {
  __typename?: 'PaymentAuthorization';
  authorizationStatus: PaymentAuthorizationStatus;
  checkoutId: Scalars['ID']['output'];
};

export type PaymentAuthorizationStatus =
  | 'ADYEN_PAYMENT_STARTED'
  | 'APPROVED'
  | 'AVARDA_CREDIT_DENIED'
  | 'AVARDA_INCORRECT_ADDRESS'
  | 'AVARDA_REJECTED'
  | 'CANCELLED'
  | 'CREATED_AVARDA_CHECKOUTV3'
  | 'CREATED_STRIPE'
  | 'FAILED'
  | 'PENDING';

export type PaymentMethod =
  | 'ADYEN'
  | 'AVARDA_CHECKOUTV3_CARD'
  | 'AVARDA_CHECKOUTV3_CREDIT'
  | 'AVARDA_CHECKOUTV3_INVOICE'
  | 'CREDIT'
  | 'INVOICE'
  | 'STRIPE';

export type PerformCheckoutPayload = {
  __typename?: 'PerformCheckoutPayload';
  cartError?: Maybe<CartErrorCode>;
  checkoutErrors: Array<CheckoutError>;
  checkoutId: Scalars['ID']['output'];
  checkoutStatus?: Maybe<CheckoutStatus>;
  /** Why the coupon code was refused; nothing is charged then. */
  couponCodeErrors: Array<CouponCodeError>;
  /** How the shopper pays: a provider page to go to, or the embedded Avarda checkout's JWT. Null when refused. */
  payment?: Maybe<VerifyAuthResult>;
};

/** A target price on a product: an e-mail goes out when the best offer's all-in price (item + delivery to the region) falls to it. */
export type PriceAlert = {
  __typename?: 'PriceAlert';
  /** False until the code mailed to an e-mail-only alert is confirmed; checks skip it until then. */
  confirmed: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The all-in price the last alert e-mail named. */
  lastNotifiedPrice?: Maybe<MoneyAmount>;
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  region: Region;
  status: PriceAlertStatus;
  targetPrice: MoneyAmount;
};

export type PriceAlertCreatePayload = {
  __typename?: 'PriceAlertCreatePayload';
  alert: PriceAlert;
  /** True when a code went to the e-mail address and priceAlertConfirm must follow. */
  confirmationRequired: Scalars['Boolean']['output'];
};

export type PriceAlertDeleteResponse = {
  __typename?: 'PriceAlertDeleteResponse';
  status: PriceAlertStatus;
};

export type PriceAlertStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type PriceHistory = {
  __typename?: 'PriceHistory';
  days: Scalars['Int']['output'];
  highest?: Maybe<MoneyAmount>;
  lowest?: Maybe<MoneyAmount>;
  points: Array<PricePoint>;
  region: Region;
};

/** Price facts that the EU Omnibus rule and the deal rule need. */
export type PriceInsight = {
  __typename?: 'PriceInsight';
  current?: Maybe<MoneyAmount>;
  /** Percent below the lowest price of the 30 days before today (EU Omnibus rule), rounded down; 0 when not below. */
  dropPercent: Scalars['Int']['output'];
  isDeal: Scalars['Boolean']['output'];
  /** Lowest daily price of the 30 days before today. */
  lowest30Days?: Maybe<MoneyAmount>;
  /** Average daily price of the last 90 days. */
  trend90Days?: Maybe<MoneyAmount>;
};

export type PriceLandingPage = {
  __typename?: 'PriceLandingPage';
  product: Product;
  slug: Scalars['String']['output'];
};

export type PricePoint = {
  __typename?: 'PricePoint';
  /** ISO date (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** Lowest offer price that day. */
  price: MoneyAmount;
};

export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet';
  max?: Maybe<MoneyAmount>;
  min?: Maybe<MoneyAmount>;
};

export type Product = {
  __typename?: 'Product';
  bestOffer?: Maybe<Offer>;
  brand: Brand;
  category: Category;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  offerCount: Scalars['Int']['output'];
  /** Offers in the region, ranked by total price to the shopper. */
  offers: Array<Offer>;
  popularity: Scalars['Int']['output'];
  priceHistory: PriceHistory;
  priceInsight: PriceInsight;
  /** URL segment built from the name. */
  slug: Scalars['String']['output'];
  specs: Array<ProductSpec>;
};


export type ProductBestOfferArgs = {
  region: Region;
};


export type ProductDescriptionArgs = {
  language?: InputMaybe<Language>;
};


export type ProductOfferCountArgs = {
  region: Region;
};


export type ProductOffersArgs = {
  region: Region;
};


export type ProductPriceHistoryArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  region: Region;
};


export type ProductPriceInsightArgs = {
  region: Region;
};


export type ProductSpecsArgs = {
  language?: InputMaybe<Language>;
};

/**
 * What a campaign's discount code takes off one product, by the rule checkout prices the code with. Only
 * products priced above minimumProductPrice get it.
 */
export type ProductBenefit = {
  __typename?: 'ProductBenefit';
  /** Amount off, for FIXED. */
  amount?: Maybe<MoneyAmount>;
  kind: ProductBenefitKind;
  /** A product must cost more than this; null when any price qualifies. */
  minimumProductPrice?: Maybe<MoneyAmount>;
  /** Percent off, for PERCENTAGE. */
  percent?: Maybe<Scalars['Int']['output']>;
};

/** How a campaign's discount code reduces one product's price. */
export type ProductBenefitKind =
  /** A fixed amount off the product's price, never more than the price. */
  | 'FIXED'
  /** A share of the product's price, rounded half up to a whole cent. */
  | 'PERCENTAGE';

export type ProductError = {
  __typename?: 'ProductError';
  errorType: AddToCartErrorType;
  offerUrl?: Maybe<Scalars['String']['output']>;
};

export type ProductFacets = {
  __typename?: 'ProductFacets';
  brands: Array<FacetValue>;
  categories: Array<FacetValue>;
  inStockCount: Scalars['Int']['output'];
  merchants: Array<FacetValue>;
  price: PriceRangeFacet;
};

export type ProductFilter = {
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  dealsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  inStockOnly?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['String']['input']>;
  merchantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Decimal strings in the region's currency. */
  minPrice?: InputMaybe<Scalars['String']['input']>;
};

export type ProductListing = {
  __typename?: 'ProductListing';
  facets: ProductFacets;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  products: Array<Product>;
  /** Alternative queries offered when nothing matched. */
  suggestions: Array<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
  /** True when more products match a text search than it reads (docs/decisions/009-search-window.md): totalCount is then a lower bound. */
  totalCountIsLowerBound: Scalars['Boolean']['output'];
};

export type ProductSort =
  | 'BIGGEST_DROP'
  | 'POPULARITY'
  | 'RELEVANCE'
  | 'TOTAL_PRICE_ASC'
  | 'TOTAL_PRICE_DESC';

export type ProductSpec = {
  __typename?: 'ProductSpec';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  activeCampaigns: Array<Campaign>;
  autocomplete: Array<AutocompleteSuggestion>;
  /** A cart by id; a signed-in shopper's cart is readable with their bearer token only. */
  cart?: Maybe<Cart>;
  categories: Array<Category>;
  category?: Maybe<Category>;
  completedCheckout?: Maybe<CompletedCheckout>;
  deals: DealPage;
  eligibleForFTB: Scalars['Boolean']['output'];
  embeddedCart?: Maybe<EmbeddedCart>;
  initiatedCheckout?: Maybe<InitiatedCheckout>;
  invoiceDetails?: Maybe<Invoice>;
  latestDeliveryAddress?: Maybe<DeliveryAddress>;
  me?: Maybe<User>;
  merchants: Array<Merchant>;
  myOrder?: Maybe<Order>;
  myOrders: OrderPage;
  myPriceAlerts: Array<PriceAlert>;
  paymentAuthorizationStatus?: Maybe<PaymentAuthorization>;
  priceLandingPage?: Maybe<PriceLandingPage>;
  product?: Maybe<Product>;
  products: ProductListing;
  search: ProductListing;
  shipmentDetails?: Maybe<ShipmentDetails>;
};


export type QueryActiveCampaignsArgs = {
  region: Region;
};


export type QueryAutocompleteArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  region: Region;
};


export type QueryCartArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCategoriesArgs = {
  rootId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCompletedCheckoutArgs = {
  checkoutId: Scalars['ID']['input'];
};


export type QueryDealsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  region: Region;
};


export type QueryEmbeddedCartArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInitiatedCheckoutArgs = {
  checkoutId: Scalars['ID']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  deliveryOptionTemplate?: InputMaybe<DeliveryOptionTemplate>;
  deliveryOptions?: InputMaybe<Array<DeliveryOptionSelection>>;
};


export type QueryInvoiceDetailsArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryLatestDeliveryAddressArgs = {
  region: Region;
};


export type QueryMeArgs = {
  region: Region;
};


export type QueryMerchantsArgs = {
  region?: InputMaybe<Region>;
};


export type QueryMyOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryMyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentAuthorizationStatusArgs = {
  checkoutId: Scalars['ID']['input'];
};


export type QueryPriceLandingPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  region: Region;
  sort?: InputMaybe<ProductSort>;
};


export type QuerySearchArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  region: Region;
  sort?: InputMaybe<ProductSort>;
};


export type QueryShipmentDetailsArgs = {
  trackerId: Scalars['ID']['input'];
};

/** Result of a payment provider redirect that sends the shopper on (Adyen, Stripe, Avarda redirect). */
export type RedirectAuthResult = {
  __typename?: 'RedirectAuthResult';
  authorizationStatus: PaymentAuthorizationStatus;
  redirectUrl: Scalars['String']['output'];
};

/** Shopping region. FI and NL pay in EUR, SE in SEK. */
export type Region =
  | 'FI'
  | 'NL'
  | 'SE';

export type ResultProduct = {
  __typename?: 'ResultProduct';
  benefitAmount?: Maybe<MoneyAmount>;
  count: Scalars['Int']['output'];
  offerId: Scalars['ID']['output'];
  price: MoneyAmount;
  priceWithBenefit?: Maybe<MoneyAmount>;
};

export type ShipmentCustomer = {
  __typename?: 'ShipmentCustomer';
  address?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
};

export type ShipmentDetails = {
  __typename?: 'ShipmentDetails';
  customer?: Maybe<ShipmentCustomer>;
  events: Array<ShipmentEvent>;
  merchantName: Scalars['String']['output'];
  milestone: ShipmentMilestone;
  orderId: Scalars['ID']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  relayEmail?: Maybe<Scalars['String']['output']>;
  trackerId: Scalars['ID']['output'];
};

export type ShipmentEvent = {
  __typename?: 'ShipmentEvent';
  courier?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp. */
  date: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  statusMilestone: ShipmentMilestone;
  title: Scalars['String']['output'];
};

export type ShipmentMilestone =
  | 'AvailableForPickup'
  | 'Delivered'
  | 'Exception'
  | 'FailedAttempt'
  | 'InTransit'
  | 'InfoReceived'
  | 'OutForDelivery'
  | 'Pending';

export type ShipmentTracking = {
  __typename?: 'ShipmentTracking';
  /** The merchant whose order this shipment carries (the key of merchantCheckouts and merchantDetails). */
  merchantId: Scalars['ID']['output'];
  merchantName: Scalars['String']['output'];
  milestone: ShipmentMilestone;
  reference?: Maybe<Scalars['String']['output']>;
  trackerId: Scalars['ID']['output'];
};

export type StockStatus =
  | 'IN_STOCK'
  | 'LOW_STOCK'
  | 'OUT_OF_STOCK';

/**
 * Served over HTTP only (server-sent events, or multipart/mixed): each event is one answer, and the
 * stream ends when the work it follows is done.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The initiated checkout as in `initiatedCheckout` (same access rule, default delivery template), sent
   * at once and again whenever its progress changes; ends when the status leaves INITIATED or after two
   * minutes. Someone else's or an unknown checkout: one null, then the end.
   */
  checkoutProgress?: Maybe<InitiatedCheckout>;
};


/**
 * Served over HTTP only (server-sent events, or multipart/mixed): each event is one answer, and the
 * stream ends when the work it follows is done.
 */
export type SubscriptionCheckoutProgressArgs = {
  checkoutId: Scalars['ID']['input'];
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  /** The auth provider's user id. */
  id: Scalars['ID']['output'];
  referralCode?: Maybe<Scalars['String']['output']>;
  region: Region;
};

export type VerifyAuthResult = CardPaymentProviderV3AuthResult | RedirectAuthResult;



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  MerchantDelivery:
    | ( DeliveryProblem )
    | ( DeliverySummary )
  ;
  VerifyAuthResult:
    | ( CardPaymentProviderV3AuthResult )
    | ( RedirectAuthResult )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddProgress: ResolverTypeWrapper<AddProgress>;
  AddToCartErrorType: AddToCartErrorType;
  AddressField: AddressField;
  AddressFieldError: ResolverTypeWrapper<AddressFieldError>;
  AddressValidationErrorCode: AddressValidationErrorCode;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsIngestResult: ResolverTypeWrapper<AnalyticsIngestResult>;
  AutocompleteSuggestion: ResolverTypeWrapper<Omit<AutocompleteSuggestion, 'category' | 'product'> & { category?: Maybe<ResolversTypes['Category']>, product?: Maybe<ResolversTypes['Product']> }>;
  BillingAddress: ResolverTypeWrapper<BillingAddress>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandModel>;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignBanner: ResolverTypeWrapper<CampaignBanner>;
  CampaignDuration: ResolverTypeWrapper<CampaignDuration>;
  CampaignTranslation: ResolverTypeWrapper<CampaignTranslation>;
  CancelPaymentPayload: ResolverTypeWrapper<CancelPaymentPayload>;
  CardPaymentProviderV3AuthResult: ResolverTypeWrapper<CardPaymentProviderV3AuthResult>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartErrorCode: CartErrorCode;
  CartLine: ResolverTypeWrapper<CartLine>;
  CartMerchantGroup: ResolverTypeWrapper<CartMerchantGroup>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartUserError: ResolverTypeWrapper<CartUserError>;
  CartUserErrorCode: CartUserErrorCode;
  Category: ResolverTypeWrapper<CategoryModel>;
  CheapestMix: ResolverTypeWrapper<CheapestMix>;
  CheapestMixChange: ResolverTypeWrapper<CheapestMixChange>;
  CheckoutError: ResolverTypeWrapper<CheckoutError>;
  CheckoutErrorType: CheckoutErrorType;
  CheckoutLine: ResolverTypeWrapper<CheckoutLine>;
  CheckoutLineStatus: CheckoutLineStatus;
  CheckoutStatus: CheckoutStatus;
  CheckoutSummary: ResolverTypeWrapper<Omit<CheckoutSummary, 'delivery'> & { delivery: Array<ResolversTypes['MerchantDelivery']> }>;
  CompletedCheckout: ResolverTypeWrapper<CompletedCheckout>;
  CompletedCheckoutDiscount: ResolverTypeWrapper<CompletedCheckoutDiscount>;
  CompletedOrderTotalCosts: ResolverTypeWrapper<CompletedOrderTotalCosts>;
  CouponCodeError: ResolverTypeWrapper<CouponCodeError>;
  Currency: Currency;
  Deal: ResolverTypeWrapper<Omit<Deal, 'offer' | 'product'> & { offer: ResolversTypes['Offer'], product: ResolversTypes['Product'] }>;
  DealPage: ResolverTypeWrapper<Omit<DealPage, 'deals'> & { deals: Array<ResolversTypes['Deal']> }>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddress>;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryOption: ResolverTypeWrapper<DeliveryOption>;
  DeliveryOptionSelection: DeliveryOptionSelection;
  DeliveryOptionTemplate: DeliveryOptionTemplate;
  DeliveryProblem: ResolverTypeWrapper<DeliveryProblem>;
  DeliverySummary: ResolverTypeWrapper<DeliverySummary>;
  DeliveryType: DeliveryType;
  DiscountPromotion: ResolverTypeWrapper<DiscountPromotion>;
  EmbeddedCart: ResolverTypeWrapper<EmbeddedCart>;
  EmbeddedCartProduct: ResolverTypeWrapper<EmbeddedCartProduct>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InitiateCheckoutPayload: ResolverTypeWrapper<Omit<InitiateCheckoutPayload, 'checkout'> & { checkout?: Maybe<ResolversTypes['InitiatedCheckout']> }>;
  InitiateErrorType: InitiateErrorType;
  InitiatedCheckout: ResolverTypeWrapper<Omit<InitiatedCheckout, 'couponCodeErrors' | 'summary'> & { couponCodeErrors: Array<ResolversTypes['CouponCodeError']>, summary?: Maybe<ResolversTypes['CheckoutSummary']> }>;
  InitiatedCheckoutDiscount: ResolverTypeWrapper<InitiatedCheckoutDiscount>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoicePaymentStatus: InvoicePaymentStatus;
  Language: Language;
  LineItem: ResolverTypeWrapper<LineItem>;
  Merchant: ResolverTypeWrapper<MerchantModel>;
  MerchantCheckout: ResolverTypeWrapper<MerchantCheckout>;
  MerchantDelivery: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MerchantDelivery']>;
  MerchantDeliveryTerms: ResolverTypeWrapper<MerchantDeliveryTerms>;
  MerchantDetails: ResolverTypeWrapper<MerchantDetails>;
  MerchantError: ResolverTypeWrapper<MerchantError>;
  MerchantProgress: ResolverTypeWrapper<MerchantProgress>;
  MerchantSummary: ResolverTypeWrapper<MerchantSummary>;
  MoneyAmount: ResolverTypeWrapper<MoneyAmount>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Offer: ResolverTypeWrapper<OfferModel>;
  OfferPurchaseMode: OfferPurchaseMode;
  OfferRankReason: OfferRankReason;
  Order: ResolverTypeWrapper<Order>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  PaymentAuthorization: ResolverTypeWrapper<PaymentAuthorization>;
  PaymentAuthorizationStatus: PaymentAuthorizationStatus;
  PaymentMethod: PaymentMethod;
  PerformCheckoutPayload: ResolverTypeWrapper<Omit<PerformCheckoutPayload, 'couponCodeErrors' | 'payment'> & { couponCodeErrors: Array<ResolversTypes['CouponCodeError']>, payment?: Maybe<ResolversTypes['VerifyAuthResult']> }>;
  PriceAlert: ResolverTypeWrapper<PriceAlertModel>;
  PriceAlertCreatePayload: ResolverTypeWrapper<Omit<PriceAlertCreatePayload, 'alert'> & { alert: ResolversTypes['PriceAlert'] }>;
  PriceAlertDeleteResponse: ResolverTypeWrapper<PriceAlertDeleteResponse>;
  PriceAlertStatus: PriceAlertStatus;
  PriceHistory: ResolverTypeWrapper<PriceHistory>;
  PriceInsight: ResolverTypeWrapper<PriceInsight>;
  PriceLandingPage: ResolverTypeWrapper<Omit<PriceLandingPage, 'product'> & { product: ResolversTypes['Product'] }>;
  PricePoint: ResolverTypeWrapper<PricePoint>;
  PriceRangeFacet: ResolverTypeWrapper<PriceRangeFacet>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductBenefit: ResolverTypeWrapper<ProductBenefit>;
  ProductBenefitKind: ProductBenefitKind;
  ProductError: ResolverTypeWrapper<ProductError>;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductFilter: ProductFilter;
  ProductListing: ResolverTypeWrapper<ProductListingModel>;
  ProductSort: ProductSort;
  ProductSpec: ResolverTypeWrapper<ProductSpec>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedirectAuthResult: ResolverTypeWrapper<RedirectAuthResult>;
  Region: Region;
  ResultProduct: ResolverTypeWrapper<ResultProduct>;
  ShipmentCustomer: ResolverTypeWrapper<ShipmentCustomer>;
  ShipmentDetails: ResolverTypeWrapper<ShipmentDetails>;
  ShipmentEvent: ResolverTypeWrapper<ShipmentEvent>;
  ShipmentMilestone: ShipmentMilestone;
  ShipmentTracking: ResolverTypeWrapper<ShipmentTracking>;
  StockStatus: StockStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserModel>;
  VerifyAuthResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyAuthResult']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddProgress: AddProgress;
  AddressFieldError: AddressFieldError;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsIngestResult: AnalyticsIngestResult;
  AutocompleteSuggestion: Omit<AutocompleteSuggestion, 'category' | 'product'> & { category?: Maybe<ResolversParentTypes['Category']>, product?: Maybe<ResolversParentTypes['Product']> };
  BillingAddress: BillingAddress;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandModel;
  Campaign: Campaign;
  CampaignBanner: CampaignBanner;
  CampaignDuration: CampaignDuration;
  CampaignTranslation: CampaignTranslation;
  CancelPaymentPayload: CancelPaymentPayload;
  CardPaymentProviderV3AuthResult: CardPaymentProviderV3AuthResult;
  Cart: CartModel;
  CartLine: CartLine;
  CartMerchantGroup: CartMerchantGroup;
  CartPayload: Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartUserError: CartUserError;
  Category: CategoryModel;
  CheapestMix: CheapestMix;
  CheapestMixChange: CheapestMixChange;
  CheckoutError: CheckoutError;
  CheckoutLine: CheckoutLine;
  CheckoutSummary: Omit<CheckoutSummary, 'delivery'> & { delivery: Array<ResolversParentTypes['MerchantDelivery']> };
  CompletedCheckout: CompletedCheckout;
  CompletedCheckoutDiscount: CompletedCheckoutDiscount;
  CompletedOrderTotalCosts: CompletedOrderTotalCosts;
  CouponCodeError: CouponCodeError;
  Deal: Omit<Deal, 'offer' | 'product'> & { offer: ResolversParentTypes['Offer'], product: ResolversParentTypes['Product'] };
  DealPage: Omit<DealPage, 'deals'> & { deals: Array<ResolversParentTypes['Deal']> };
  DeliveryAddress: DeliveryAddress;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryOption: DeliveryOption;
  DeliveryOptionSelection: DeliveryOptionSelection;
  DeliveryProblem: DeliveryProblem;
  DeliverySummary: DeliverySummary;
  DiscountPromotion: DiscountPromotion;
  EmbeddedCart: EmbeddedCart;
  EmbeddedCartProduct: EmbeddedCartProduct;
  FacetValue: FacetValue;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  InitiateCheckoutPayload: Omit<InitiateCheckoutPayload, 'checkout'> & { checkout?: Maybe<ResolversParentTypes['InitiatedCheckout']> };
  InitiatedCheckout: Omit<InitiatedCheckout, 'couponCodeErrors' | 'summary'> & { couponCodeErrors: Array<ResolversParentTypes['CouponCodeError']>, summary?: Maybe<ResolversParentTypes['CheckoutSummary']> };
  InitiatedCheckoutDiscount: InitiatedCheckoutDiscount;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  LineItem: LineItem;
  Merchant: MerchantModel;
  MerchantCheckout: MerchantCheckout;
  MerchantDelivery: ResolversUnionTypes<ResolversParentTypes>['MerchantDelivery'];
  MerchantDeliveryTerms: MerchantDeliveryTerms;
  MerchantDetails: MerchantDetails;
  MerchantError: MerchantError;
  MerchantProgress: MerchantProgress;
  MerchantSummary: MerchantSummary;
  MoneyAmount: MoneyAmount;
  Mutation: Record<PropertyKey, never>;
  Offer: OfferModel;
  Order: Order;
  OrderPage: OrderPage;
  OrderTotals: OrderTotals;
  PaymentAuthorization: PaymentAuthorization;
  PerformCheckoutPayload: Omit<PerformCheckoutPayload, 'couponCodeErrors' | 'payment'> & { couponCodeErrors: Array<ResolversParentTypes['CouponCodeError']>, payment?: Maybe<ResolversParentTypes['VerifyAuthResult']> };
  PriceAlert: PriceAlertModel;
  PriceAlertCreatePayload: Omit<PriceAlertCreatePayload, 'alert'> & { alert: ResolversParentTypes['PriceAlert'] };
  PriceAlertDeleteResponse: PriceAlertDeleteResponse;
  PriceHistory: PriceHistory;
  PriceInsight: PriceInsight;
  PriceLandingPage: Omit<PriceLandingPage, 'product'> & { product: ResolversParentTypes['Product'] };
  PricePoint: PricePoint;
  PriceRangeFacet: PriceRangeFacet;
  Product: ProductModel;
  ProductBenefit: ProductBenefit;
  ProductError: ProductError;
  ProductFacets: ProductFacets;
  ProductFilter: ProductFilter;
  ProductListing: ProductListingModel;
  ProductSpec: ProductSpec;
  Query: Record<PropertyKey, never>;
  RedirectAuthResult: RedirectAuthResult;
  ResultProduct: ResultProduct;
  ShipmentCustomer: ShipmentCustomer;
  ShipmentDetails: ShipmentDetails;
  ShipmentEvent: ShipmentEvent;
  ShipmentTracking: ShipmentTracking;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UserModel;
  VerifyAuthResult: ResolversUnionTypes<ResolversParentTypes>['VerifyAuthResult'];
};

export type AddProgressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddProgress'] = ResolversParentTypes['AddProgress']> = {
  numberAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalToAdd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AddressFieldErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddressFieldError'] = ResolversParentTypes['AddressFieldError']> = {
  code?: Resolver<ResolversTypes['AddressValidationErrorCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['AddressField'], ParentType, ContextType>;
};

export type AnalyticsIngestResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AnalyticsIngestResult'] = ResolversParentTypes['AnalyticsIngestResult']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutocompleteSuggestionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AutocompleteSuggestion'] = ResolversParentTypes['AutocompleteSuggestion']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type BillingAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillingAddress'] = ResolversParentTypes['BillingAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  affectsPricesOnProductPages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  banner?: Resolver<ResolversTypes['CampaignBanner'], ParentType, ContextType>;
  discountPromotion?: Resolver<Maybe<ResolversTypes['DiscountPromotion']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['CampaignDuration'], ParentType, ContextType>;
  firstTimeBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['CampaignTranslation']>, ParentType, ContextType>;
};

export type CampaignBannerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CampaignBanner'] = ResolversParentTypes['CampaignBanner']> = {
  blurb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readMoreLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignDurationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CampaignDuration'] = ResolversParentTypes['CampaignDuration']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignTranslationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CampaignTranslation'] = ResolversParentTypes['CampaignTranslation']> = {
  banner?: Resolver<ResolversTypes['CampaignBanner'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
};

export type CancelPaymentPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CancelPaymentPayload'] = ResolversParentTypes['CancelPaymentPayload']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checkoutStatus?: Resolver<Maybe<ResolversTypes['CheckoutStatus']>, ParentType, ContextType>;
};

export type CardPaymentProviderV3AuthResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardPaymentProviderV3AuthResult'] = ResolversParentTypes['CardPaymentProviderV3AuthResult']> = {
  authorizationStatus?: Resolver<ResolversTypes['PaymentAuthorizationStatus'], ParentType, ContextType>;
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  cheapestMix?: Resolver<Maybe<ResolversTypes['CheapestMix']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveryTotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  maximumAmount?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  merchants?: Resolver<Array<ResolversTypes['CartMerchantGroup']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CartMerchantGroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartMerchantGroup'] = ResolversParentTypes['CartMerchantGroup']> = {
  deliveryCost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeDeliveryThreshold?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  merchantDetails?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
};

export type CartUserErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartUserError'] = ResolversParentTypes['CartUserError']> = {
  available?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['CartUserErrorCode'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  offerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<CategoryNameArgs, 'language'>>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheapestMixResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheapestMix'] = ResolversParentTypes['CheapestMix']> = {
  changes?: Resolver<Array<ResolversTypes['CheapestMixChange']>, ParentType, ContextType>;
  saving?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CheapestMixChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheapestMixChange'] = ResolversParentTypes['CheapestMixChange']> = {
  fromMerchant?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  fromOfferId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toMerchant?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  toOfferId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckoutErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutError'] = ResolversParentTypes['CheckoutError']> = {
  errorType?: Resolver<ResolversTypes['CheckoutErrorType'], ParentType, ContextType>;
};

export type CheckoutLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutLine'] = ResolversParentTypes['CheckoutLine']> = {
  errorType?: Resolver<Maybe<ResolversTypes['AddToCartErrorType']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CheckoutLineStatus'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CheckoutSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutSummary'] = ResolversParentTypes['CheckoutSummary']> = {
  checkoutErrors?: Resolver<Array<ResolversTypes['CheckoutError']>, ParentType, ContextType>;
  delivery?: Resolver<Array<ResolversTypes['MerchantDelivery']>, ParentType, ContextType>;
  merchantErrors?: Resolver<Array<ResolversTypes['MerchantError']>, ParentType, ContextType>;
  productErrors?: Resolver<Array<ResolversTypes['ProductError']>, ParentType, ContextType>;
  totalCosts?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  totalProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompletedCheckoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompletedCheckout'] = ResolversParentTypes['CompletedCheckout']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['BillingAddress']>, ParentType, ContextType>;
  checkoutStatus?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['CompletedCheckoutDiscount']>, ParentType, ContextType>;
  merchantSummaries?: Resolver<Array<ResolversTypes['MerchantSummary']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderTotalCosts?: Resolver<ResolversTypes['CompletedOrderTotalCosts'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  releasedAmount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  totalProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userReferralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompletedCheckoutDiscountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompletedCheckoutDiscount'] = ResolversParentTypes['CompletedCheckoutDiscount']> = {
  couponCodeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  discountedProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  discountedProductPrice?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompletedOrderTotalCostsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompletedOrderTotalCosts'] = ResolversParentTypes['CompletedOrderTotalCosts']> = {
  deliveryCost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  owedByCustomer?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  paidToMerchant?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type CouponCodeErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CouponCodeError'] = ResolversParentTypes['CouponCodeError']> = {
  couponCodeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorType?: Resolver<ResolversTypes['CheckoutErrorType'], ParentType, ContextType>;
};

export type DealResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Deal'] = ResolversParentTypes['Deal']> = {
  insight?: Resolver<ResolversTypes['PriceInsight'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type DealPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DealPage'] = ResolversParentTypes['DealPage']> = {
  deals?: Resolver<Array<ResolversTypes['Deal']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryOption'] = ResolversParentTypes['DeliveryOption']> = {
  cost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchantDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
};

export type DeliveryProblemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryProblem'] = ResolversParentTypes['DeliveryProblem']> = {
  errorType?: Resolver<ResolversTypes['InitiateErrorType'], ParentType, ContextType>;
  merchantDetails?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliverySummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliverySummary'] = ResolversParentTypes['DeliverySummary']> = {
  deliveryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryOptions?: Resolver<Array<ResolversTypes['DeliveryOption']>, ParentType, ContextType>;
  merchantDetails?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  selectedDeliveryOption?: Resolver<Maybe<ResolversTypes['DeliveryOption']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DiscountPromotionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DiscountPromotion'] = ResolversParentTypes['DiscountPromotion']> = {
  discountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productBenefit?: Resolver<Maybe<ResolversTypes['ProductBenefit']>, ParentType, ContextType>;
};

export type EmbeddedCartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EmbeddedCart'] = ResolversParentTypes['EmbeddedCart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['EmbeddedCartProduct']>, ParentType, ContextType>;
};

export type EmbeddedCartProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EmbeddedCartProduct'] = ResolversParentTypes['EmbeddedCartProduct']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discountPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InitiateCheckoutPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InitiateCheckoutPayload'] = ResolversParentTypes['InitiateCheckoutPayload']> = {
  addressErrors?: Resolver<Array<ResolversTypes['AddressFieldError']>, ParentType, ContextType>;
  cartError?: Resolver<Maybe<ResolversTypes['CartErrorCode']>, ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['InitiatedCheckout']>, ParentType, ContextType>;
  checkoutErrors?: Resolver<Array<ResolversTypes['CheckoutError']>, ParentType, ContextType>;
};

export type InitiatedCheckoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InitiatedCheckout'] = ResolversParentTypes['InitiatedCheckout']> = {
  checkoutStatus?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
  couponCodeErrors?: Resolver<Array<ResolversTypes['CouponCodeError']>, ParentType, ContextType>;
  currentProgress?: Resolver<Array<ResolversTypes['MerchantProgress']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['InitiatedCheckoutDiscount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CheckoutLine']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['CheckoutSummary']>, ParentType, ContextType>;
};

export type InitiatedCheckoutDiscountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InitiatedCheckoutDiscount'] = ResolversParentTypes['InitiatedCheckoutDiscount']> = {
  couponCodeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  discountedProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  discountedProductPrice?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  balance?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['InvoicePaymentStatus'], ParentType, ContextType>;
  purchaseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  costCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  costValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MerchantResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Merchant'] = ResolversParentTypes['Merchant']> = {
  deliveryTerms?: Resolver<ResolversTypes['MerchantDeliveryTerms'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tosUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  websiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MerchantCheckoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantCheckout'] = ResolversParentTypes['MerchantCheckout']> = {
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MerchantDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantDelivery'] = ResolversParentTypes['MerchantDelivery']> = {
  __resolveType: TypeResolveFn<'DeliveryProblem' | 'DeliverySummary', ParentType, ContextType>;
};

export type MerchantDeliveryTermsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantDeliveryTerms'] = ResolversParentTypes['MerchantDeliveryTerms']> = {
  deliveryCost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryTypes?: Resolver<Array<ResolversTypes['DeliveryType']>, ParentType, ContextType>;
  freeDeliveryThreshold?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
};

export type MerchantDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantDetails'] = ResolversParentTypes['MerchantDetails']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tos_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MerchantErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantError'] = ResolversParentTypes['MerchantError']> = {
  errorType?: Resolver<ResolversTypes['InitiateErrorType'], ParentType, ContextType>;
  merchantDetails?: Resolver<Maybe<ResolversTypes['MerchantDetails']>, ParentType, ContextType>;
};

export type MerchantProgressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantProgress'] = ResolversParentTypes['MerchantProgress']> = {
  merchantDetails?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  numberFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['AddProgress'], ParentType, ContextType>;
};

export type MerchantSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MerchantSummary'] = ResolversParentTypes['MerchantSummary']> = {
  deliveryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryOption?: Resolver<Maybe<ResolversTypes['DeliveryOption']>, ParentType, ContextType>;
  merchantDetails?: Resolver<ResolversTypes['MerchantDetails'], ParentType, ContextType>;
  merchantStatus?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
  merchantTotalCosts?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  releasedAmount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  resultProducts?: Resolver<Array<ResolversTypes['ResultProduct']>, ParentType, ContextType>;
};

export type MoneyAmountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MoneyAmount'] = ResolversParentTypes['MoneyAmount']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelPayment?: Resolver<ResolversTypes['CancelPaymentPayload'], ParentType, ContextType, RequireFields<MutationCancelPaymentArgs, 'checkoutId'>>;
  cartAddOffer?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartAddOfferArgs, 'offerId' | 'quantity' | 'region'>>;
  cartApplyCheapestMix?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartApplyCheapestMixArgs, 'cartId'>>;
  cartClaim?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, Partial<MutationCartClaimArgs>>;
  cartClear?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartClearArgs, 'cartId'>>;
  cartRemoveLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartRemoveLineArgs, 'cartId' | 'lineId'>>;
  cartSetLineQuantity?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCartSetLineQuantityArgs, 'cartId' | 'lineId' | 'quantity'>>;
  initiateCheckout?: Resolver<ResolversTypes['InitiateCheckoutPayload'], ParentType, ContextType, RequireFields<MutationInitiateCheckoutArgs, 'cartId' | 'deliveryAddress'>>;
  performCheckout?: Resolver<ResolversTypes['PerformCheckoutPayload'], ParentType, ContextType, RequireFields<MutationPerformCheckoutArgs, 'checkoutId' | 'paymentMethod'>>;
  priceAlertConfirm?: Resolver<ResolversTypes['PriceAlert'], ParentType, ContextType, RequireFields<MutationPriceAlertConfirmArgs, 'code' | 'id'>>;
  priceAlertCreate?: Resolver<ResolversTypes['PriceAlertCreatePayload'], ParentType, ContextType, RequireFields<MutationPriceAlertCreateArgs, 'productId' | 'region' | 'targetPrice'>>;
  priceAlertDelete?: Resolver<ResolversTypes['PriceAlertDeleteResponse'], ParentType, ContextType, RequireFields<MutationPriceAlertDeleteArgs, 'id'>>;
  recordAnalyticsEvents?: Resolver<ResolversTypes['AnalyticsIngestResult'], ParentType, ContextType, RequireFields<MutationRecordAnalyticsEventsArgs, 'events'>>;
  recordOfferClick?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordOfferClickArgs, 'locale' | 'offerId' | 'productId'>>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verifyAuthResponse?: Resolver<ResolversTypes['VerifyAuthResult'], ParentType, ContextType, RequireFields<MutationVerifyAuthResponseArgs, 'checkoutId' | 'code'>>;
};

export type OfferResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  deliveryCost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['Merchant'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  purchaseMode?: Resolver<ResolversTypes['OfferPurchaseMode'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankReason?: Resolver<ResolversTypes['OfferRankReason'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCostAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCostCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  itemsTotalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemsTotalCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  merchantCheckouts?: Resolver<Array<ResolversTypes['MerchantCheckout']>, ParentType, ContextType>;
  merchantDetails?: Resolver<Array<ResolversTypes['MerchantDetails']>, ParentType, ContextType>;
  owedByCustomerAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owedByCustomerCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  shipmentTracking?: Resolver<Array<ResolversTypes['ShipmentTracking']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  deliveryCost?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  owedByCustomer?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  paidToMerchant?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type PaymentAuthorizationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentAuthorization'] = ResolversParentTypes['PaymentAuthorization']> = {
  authorizationStatus?: Resolver<ResolversTypes['PaymentAuthorizationStatus'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PerformCheckoutPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PerformCheckoutPayload'] = ResolversParentTypes['PerformCheckoutPayload']> = {
  cartError?: Resolver<Maybe<ResolversTypes['CartErrorCode']>, ParentType, ContextType>;
  checkoutErrors?: Resolver<Array<ResolversTypes['CheckoutError']>, ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checkoutStatus?: Resolver<Maybe<ResolversTypes['CheckoutStatus']>, ParentType, ContextType>;
  couponCodeErrors?: Resolver<Array<ResolversTypes['CouponCodeError']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['VerifyAuthResult']>, ParentType, ContextType>;
};

export type PriceAlertResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceAlert'] = ResolversParentTypes['PriceAlert']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastNotifiedPrice?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PriceAlertStatus'], ParentType, ContextType>;
  targetPrice?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type PriceAlertCreatePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceAlertCreatePayload'] = ResolversParentTypes['PriceAlertCreatePayload']> = {
  alert?: Resolver<ResolversTypes['PriceAlert'], ParentType, ContextType>;
  confirmationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PriceAlertDeleteResponseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceAlertDeleteResponse'] = ResolversParentTypes['PriceAlertDeleteResponse']> = {
  status?: Resolver<ResolversTypes['PriceAlertStatus'], ParentType, ContextType>;
};

export type PriceHistoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highest?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  lowest?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type PriceInsightResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceInsight'] = ResolversParentTypes['PriceInsight']> = {
  current?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  dropPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowest30Days?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  trend90Days?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
};

export type PriceLandingPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceLandingPage'] = ResolversParentTypes['PriceLandingPage']> = {
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricePointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
};

export type PriceRangeFacetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet']> = {
  max?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  bestOffer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType, RequireFields<ProductBestOfferArgs, 'region'>>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ProductDescriptionArgs, 'language'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<ProductOfferCountArgs, 'region'>>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType, RequireFields<ProductOffersArgs, 'region'>>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceHistory?: Resolver<ResolversTypes['PriceHistory'], ParentType, ContextType, RequireFields<ProductPriceHistoryArgs, 'days' | 'region'>>;
  priceInsight?: Resolver<ResolversTypes['PriceInsight'], ParentType, ContextType, RequireFields<ProductPriceInsightArgs, 'region'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specs?: Resolver<Array<ResolversTypes['ProductSpec']>, ParentType, ContextType, RequireFields<ProductSpecsArgs, 'language'>>;
};

export type ProductBenefitResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductBenefit'] = ResolversParentTypes['ProductBenefit']> = {
  amount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductBenefitKind'], ParentType, ContextType>;
  minimumProductPrice?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductError'] = ResolversParentTypes['ProductError']> = {
  errorType?: Resolver<ResolversTypes['AddToCartErrorType'], ParentType, ContextType>;
  offerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  brands?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  inStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merchants?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceRangeFacet'], ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductSpecResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductSpec'] = ResolversParentTypes['ProductSpec']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeCampaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryActiveCampaignsArgs, 'region'>>;
  autocomplete?: Resolver<Array<ResolversTypes['AutocompleteSuggestion']>, ParentType, ContextType, RequireFields<QueryAutocompleteArgs, 'limit' | 'query' | 'region'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'id'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  completedCheckout?: Resolver<Maybe<ResolversTypes['CompletedCheckout']>, ParentType, ContextType, RequireFields<QueryCompletedCheckoutArgs, 'checkoutId'>>;
  deals?: Resolver<ResolversTypes['DealPage'], ParentType, ContextType, RequireFields<QueryDealsArgs, 'page' | 'perPage' | 'region'>>;
  eligibleForFTB?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  embeddedCart?: Resolver<Maybe<ResolversTypes['EmbeddedCart']>, ParentType, ContextType, RequireFields<QueryEmbeddedCartArgs, 'id'>>;
  initiatedCheckout?: Resolver<Maybe<ResolversTypes['InitiatedCheckout']>, ParentType, ContextType, RequireFields<QueryInitiatedCheckoutArgs, 'checkoutId'>>;
  invoiceDetails?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceDetailsArgs, 'invoiceId'>>;
  latestDeliveryAddress?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType, RequireFields<QueryLatestDeliveryAddressArgs, 'region'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryMeArgs, 'region'>>;
  merchants?: Resolver<Array<ResolversTypes['Merchant']>, ParentType, ContextType, Partial<QueryMerchantsArgs>>;
  myOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryMyOrderArgs, 'orderId'>>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'page' | 'perPage'>>;
  myPriceAlerts?: Resolver<Array<ResolversTypes['PriceAlert']>, ParentType, ContextType>;
  paymentAuthorizationStatus?: Resolver<Maybe<ResolversTypes['PaymentAuthorization']>, ParentType, ContextType, RequireFields<QueryPaymentAuthorizationStatusArgs, 'checkoutId'>>;
  priceLandingPage?: Resolver<Maybe<ResolversTypes['PriceLandingPage']>, ParentType, ContextType, RequireFields<QueryPriceLandingPageArgs, 'slug'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage' | 'region' | 'sort'>>;
  search?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'page' | 'perPage' | 'query' | 'region' | 'sort'>>;
  shipmentDetails?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType, RequireFields<QueryShipmentDetailsArgs, 'trackerId'>>;
};

export type RedirectAuthResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RedirectAuthResult'] = ResolversParentTypes['RedirectAuthResult']> = {
  authorizationStatus?: Resolver<ResolversTypes['PaymentAuthorizationStatus'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResultProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResultProduct'] = ResolversParentTypes['ResultProduct']> = {
  benefitAmount?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['MoneyAmount'], ParentType, ContextType>;
  priceWithBenefit?: Resolver<Maybe<ResolversTypes['MoneyAmount']>, ParentType, ContextType>;
};

export type ShipmentCustomerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShipmentCustomer'] = ResolversParentTypes['ShipmentCustomer']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShipmentDetails'] = ResolversParentTypes['ShipmentDetails']> = {
  customer?: Resolver<Maybe<ResolversTypes['ShipmentCustomer']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ShipmentEvent']>, ParentType, ContextType>;
  merchantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  milestone?: Resolver<ResolversTypes['ShipmentMilestone'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relayEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ShipmentEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShipmentEvent'] = ResolversParentTypes['ShipmentEvent']> = {
  courier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusMilestone?: Resolver<ResolversTypes['ShipmentMilestone'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentTrackingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking']> = {
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  milestone?: Resolver<ResolversTypes['ShipmentMilestone'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  checkoutProgress?: SubscriptionResolver<Maybe<ResolversTypes['InitiatedCheckout']>, "checkoutProgress", ParentType, ContextType, RequireFields<SubscriptionCheckoutProgressArgs, 'checkoutId'>>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type VerifyAuthResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VerifyAuthResult'] = ResolversParentTypes['VerifyAuthResult']> = {
  __resolveType: TypeResolveFn<'CardPaymentProviderV3AuthResult' | 'RedirectAuthResult', ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AddProgress?: AddProgressResolvers<ContextType>;
  AddressFieldError?: AddressFieldErrorResolvers<ContextType>;
  AnalyticsIngestResult?: AnalyticsIngestResultResolvers<ContextType>;
  AutocompleteSuggestion?: AutocompleteSuggestionResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignBanner?: CampaignBannerResolvers<ContextType>;
  CampaignDuration?: CampaignDurationResolvers<ContextType>;
  CampaignTranslation?: CampaignTranslationResolvers<ContextType>;
  CancelPaymentPayload?: CancelPaymentPayloadResolvers<ContextType>;
  CardPaymentProviderV3AuthResult?: CardPaymentProviderV3AuthResultResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartMerchantGroup?: CartMerchantGroupResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CartUserError?: CartUserErrorResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheapestMix?: CheapestMixResolvers<ContextType>;
  CheapestMixChange?: CheapestMixChangeResolvers<ContextType>;
  CheckoutError?: CheckoutErrorResolvers<ContextType>;
  CheckoutLine?: CheckoutLineResolvers<ContextType>;
  CheckoutSummary?: CheckoutSummaryResolvers<ContextType>;
  CompletedCheckout?: CompletedCheckoutResolvers<ContextType>;
  CompletedCheckoutDiscount?: CompletedCheckoutDiscountResolvers<ContextType>;
  CompletedOrderTotalCosts?: CompletedOrderTotalCostsResolvers<ContextType>;
  CouponCodeError?: CouponCodeErrorResolvers<ContextType>;
  Deal?: DealResolvers<ContextType>;
  DealPage?: DealPageResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryOption?: DeliveryOptionResolvers<ContextType>;
  DeliveryProblem?: DeliveryProblemResolvers<ContextType>;
  DeliverySummary?: DeliverySummaryResolvers<ContextType>;
  DiscountPromotion?: DiscountPromotionResolvers<ContextType>;
  EmbeddedCart?: EmbeddedCartResolvers<ContextType>;
  EmbeddedCartProduct?: EmbeddedCartProductResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  InitiateCheckoutPayload?: InitiateCheckoutPayloadResolvers<ContextType>;
  InitiatedCheckout?: InitiatedCheckoutResolvers<ContextType>;
  InitiatedCheckoutDiscount?: InitiatedCheckoutDiscountResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  Merchant?: MerchantResolvers<ContextType>;
  MerchantCheckout?: MerchantCheckoutResolvers<ContextType>;
  MerchantDelivery?: MerchantDeliveryResolvers<ContextType>;
  MerchantDeliveryTerms?: MerchantDeliveryTermsResolvers<ContextType>;
  MerchantDetails?: MerchantDetailsResolvers<ContextType>;
  MerchantError?: MerchantErrorResolvers<ContextType>;
  MerchantProgress?: MerchantProgressResolvers<ContextType>;
  MerchantSummary?: MerchantSummaryResolvers<ContextType>;
  MoneyAmount?: MoneyAmountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PaymentAuthorization?: PaymentAuthorizationResolvers<ContextType>;
  PerformCheckoutPayload?: PerformCheckoutPayloadResolvers<ContextType>;
  PriceAlert?: PriceAlertResolvers<ContextType>;
  PriceAlertCreatePayload?: PriceAlertCreatePayloadResolvers<ContextType>;
  PriceAlertDeleteResponse?: PriceAlertDeleteResponseResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PriceInsight?: PriceInsightResolvers<ContextType>;
  PriceLandingPage?: PriceLandingPageResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductBenefit?: ProductBenefitResolvers<ContextType>;
  ProductError?: ProductErrorResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductSpec?: ProductSpecResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedirectAuthResult?: RedirectAuthResultResolvers<ContextType>;
  ResultProduct?: ResultProductResolvers<ContextType>;
  ShipmentCustomer?: ShipmentCustomerResolvers<ContextType>;
  ShipmentDetails?: ShipmentDetailsResolvers<ContextType>;
  ShipmentEvent?: ShipmentEventResolvers<ContextType>;
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VerifyAuthResult?: VerifyAuthResultResolvers<ContextType>;
};

