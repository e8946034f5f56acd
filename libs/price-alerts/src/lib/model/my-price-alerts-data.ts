export interface MyPriceAlertView {
  id: string;
  productId: string;
  productName: string | null;
  targetPrice: { price: string; currency: string };
  createdAt: string;
}

export interface MyPriceAlertsData {
  meta: { title: string; description: string };
  email: string;
  alerts: MyPriceAlertView[];
  /** False when the alerts could not be loaded (the page says so instead of "none"). */
  loaded: boolean;
}
