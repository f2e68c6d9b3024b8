export { validatePassport, type PassportUpload } from './passport.ts';
export { validatePhoto, type PhotoUpload } from './photo.ts';
export { PHOTO_LIMITS } from './photo/checks.ts';
export { MAX_UPLOAD_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, UPLOADS_PER_ADDRESS, sniffFileType, decodeImage, imageWork, imageWorkLimiter } from './upload.ts';
export { mrzReader, type MrzReader, type MrzReading } from './mrz/reader.ts';
export { faceDetector, type Face, type FaceDetector } from './photo/face-detector.ts';
export { closeDocumentReaders } from './readers.ts';
