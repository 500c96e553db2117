/** What other areas use of lost and found: the drawing of its demo pictures. */
export { demoPicture, type Rgb } from './demo-images';
