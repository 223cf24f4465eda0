export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { newUid, storedImage, uploadedImage, type UploadedImage } from './uploadedImage';
export { formatFileSize } from './fileSize';
export { downloadImage, saveFile } from './downloadImage';
export { uploadImage } from './uploadImage';
