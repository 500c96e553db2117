export * from './company-area';
export * from './company-profile';
export * from './company-products';
export * from './company-news';
export * from './company-share-prices';
export * from './company-ratings';
export * from './company-pages';
export * from './company-home';
