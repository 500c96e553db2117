export * from './demand/demand';
export * from './reviews/reviews';
export * from './stock';
export * from './people/regular-members';
export * from './tiffin/tiffin';
export * from './tiffin/bills';
export * from './home';
export * from './api';
