// The signed-in member's tiffins, linked from the home dashboard.
export { MyTiffinLink } from './tiffin/my-tiffin-link';
