export { ImageGrid, type GridImage, type ImageGridProps } from './ImageGrid.tsx';
