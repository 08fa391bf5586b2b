export { LinePicture, type LinePictureProps } from './line-picture';
