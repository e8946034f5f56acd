// Public, browser-safe entry of @kori/ui: design-system components and shell UI state (Jotai).
export { Button, type ButtonProps } from './lib/button/button';
export { ButtonLink, type ButtonLinkProps } from './lib/button/button-link';
export { buttonClassName, type ButtonVariant, type ButtonSize, type ButtonStyleProps } from './lib/button/button-class-name';
export { VisuallyHidden } from './lib/layout/visually-hidden';
export { Container, type ContainerProps } from './lib/layout/container';
export { NarrowPage, type NarrowPageProps } from './lib/layout/narrow-page';
export { PageMessage, type PageMessageProps } from './lib/layout/page-message';
export { Stack, type StackProps, type SpaceStep } from './lib/layout/stack';
export { Spinner, type SpinnerProps } from './lib/feedback/spinner';
export { Skeleton, type SkeletonProps } from './lib/feedback/skeleton';
export { LoadingStatus, type LoadingStatusProps } from './lib/feedback/loading-status';
export { Modal, type ModalProps } from './lib/modal/modal';
export { modalAtom, openModalAtom, closeModalAtom, type ModalState } from './lib/modal/modal-atoms';
export {
  notificationsAtom,
  pushNotificationAtom,
  dismissNotificationAtom,
  NOTIFICATION_TIMEOUTS,
  type NotificationType,
  type NotificationEntry,
  type PushNotificationInput,
} from './lib/notifications/notification-atoms';
export { Notifications } from './lib/notifications/notifications';
export { useNotificationTimeouts } from './lib/notifications/use-notification-timeouts';
export {
  navBarAtom,
  openMenuAtom,
  closeMenuAtom,
  toggleMenuAtom,
  openSearchAtom,
  closeSearchAtom,
  toggleSearchAtom,
  type NavBarState,
} from './lib/nav-bar/nav-bar-atoms';
export { uiStylesheetHref } from './lib/stylesheet';
export { cx } from './lib/class-names';
export { onDemandComponent, type OnDemandComponent } from './lib/lazy/on-demand-component';
export { LoadFailureBoundary, type LoadFailureBoundaryProps } from './lib/lazy/load-failure-boundary';
export { openServerRenderedInstead, type PageAddress } from './lib/lazy/open-server-rendered-instead';
export { Heading, type HeadingLevel } from './lib/layout/heading';
export { Money, useFormatMoney, type MoneyAmount, type MoneyProps } from './lib/commerce/money';
export { ProductImage, EAGER_GRID_IMAGES, type ProductImageProps } from './lib/commerce/product-image';
export {
  ProductCard,
  cardProductOf,
  type ProductIdentity,
  type ProductCardProps,
  type ProductCardProduct,
  type ProductCardReduction,
} from './lib/commerce/product-card';
export {
  BestOfferProductCard,
  type BestOfferProduct,
  type BestOfferCardTexts,
  type BestOfferProductCardProps,
} from './lib/commerce/best-offer-product-card';
export { priceBenefitSlot, type PriceBenefitBase, type PriceBenefitRenderer } from './lib/commerce/price-benefit-slot';
export { Pagination, type PaginationProps } from './lib/commerce/pagination';
export { pageCount, useListingReloading } from './lib/commerce/listing-paging';
export { CardGrid, type CardGridProps } from './lib/commerce/card-grid';
export { categoryPath, productPath } from './lib/commerce/catalog-paths';
export { PriceLine, type PriceLineProps } from './lib/commerce/price-line';
export { DealCard, type DealCardProps, type DealCardDeal } from './lib/commerce/deal-card';
export { DealListing, type DealListingProps } from './lib/commerce/deal-listing';
export { TableHead, type TableColumn } from './lib/table/table-head';
