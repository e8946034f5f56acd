// Server-only entry of @kori/cart: the cart's loaders and actions go here (none yet). Never import from browser code.
export {};
