// Server-only entry of the checkout feature: nothing server-side yet (the checkout pages will add their loaders and actions here).
export {};
