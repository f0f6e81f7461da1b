export { ImageInput, type ImageInputProps } from './ImageInput.tsx';
