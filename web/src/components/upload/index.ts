export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { storedImage, type UploadedImage } from './uploadedImage';
export { formatFileSize } from './fileSize';
