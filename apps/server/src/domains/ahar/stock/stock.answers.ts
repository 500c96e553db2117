export const STOCK_TAGS = ['ahar'];
