/** The OpenAPI tags of every ratings and reviews route. */
export const REVIEW_TAGS = ['ahar ratings and reviews'];
export const REVIEW_PAGE = 10;
