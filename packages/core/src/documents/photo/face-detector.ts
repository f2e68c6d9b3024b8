import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { visionClient } from '../vision.ts';

/** A face found in an image, in pixels of the image passed, with the detector's confidence 0–1. */
export type Face = { x: number; y: number; width: number; height: number; score: number };

/** Raw RGB pixels, 3 bytes a pixel. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

export type FaceDetector = (image: RgbImage, jpeg: Uint8Array) => Promise<Face[]>;

const require = createRequire(import.meta.url);

// face-api's node-wasm build is CommonJS without an exports map; these are the few calls used.
type FaceApi = {
  tf: {
    setWasmPaths: (path: string, usePlatformFetch?: boolean) => void;
    setBackend: (name: string) => Promise<boolean>;
    ready: () => Promise<void>;
    env: () => { set: (flag: string, value: boolean) => void };
    tensor3d: (values: Uint8Array, shape: [number, number, number], dtype: 'int32') => { dispose: () => void };
  };
  nets: { ssdMobilenetv1: { loadFromDisk: (path: string) => Promise<void> } };
  SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => object;
  detectAllFaces: (input: unknown, options: object) => Promise<{ score: number; box: { x: number; y: number; width: number; height: number } }[]>;
};

let faceApi: Promise<FaceApi> | null = null;

/**
 * SSD MobileNet v1 from `@vladmandic/face-api` on TensorFlow's WASM backend: the model is read from the
 * package's `model/` folder and the WASM binaries from `@tensorflow/tfjs-backend-wasm`'s `dist/`, both on disk.
 */
function loadFaceApi(): Promise<FaceApi> {
  faceApi ??= (async () => {
    const api = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + '/';
    api.tf.setWasmPaths(wasmDir, false);
    await api.tf.setBackend('wasm');
    await api.tf.ready();
    await api.nets.ssdMobilenetv1.loadFromDisk(join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'));
    return api;
  })().catch((error: unknown) => {
    faceApi = null;
    throw error;
  });
  return faceApi;
}

/** Faces with a confidence of at least 0.2 (callers apply the admin's threshold). */
export const detectFacesLocally: FaceDetector = async (image) => {
  const api = await loadFaceApi();
  const tensor = api.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const found = await api.detectAllFaces(tensor, new api.SsdMobilenetv1Options({ minConfidence: 0.2, maxResults: 10 }));
    return found.map(({ score, box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height, score }));
  } finally {
    tensor.dispose();
  }
};

/** Google Cloud Vision face detection on the uploaded JPEG, scaled to the pixels of `image`. */
export const detectFacesWithVision: FaceDetector = async (image, jpeg) => {
  const client = await visionClient();
  const [response] = await client.faceDetection({ image: { content: Buffer.from(jpeg) } });
  const annotations = response.faceAnnotations ?? [];
  const meta = await sharp(jpeg).rotate().metadata();
  const scale = image.width / meta.autoOrient.width;
  return annotations.map((face) => {
    const xs = (face.boundingPoly?.vertices ?? []).map((v) => v.x ?? 0);
    const ys = (face.boundingPoly?.vertices ?? []).map((v) => v.y ?? 0);
    const x = Math.min(...xs) * scale;
    const y = Math.min(...ys) * scale;
    return { x, y, width: Math.max(...xs) * scale - x, height: Math.max(...ys) * scale - y, score: face.detectionConfidence ?? 0 };
  });
};

/** Vision when GOOGLE_APPLICATION_CREDENTIALS is configured, otherwise face-api. */
export function faceDetector(config: { GOOGLE_APPLICATION_CREDENTIALS?: string | undefined }): FaceDetector {
  return config.GOOGLE_APPLICATION_CREDENTIALS ? detectFacesWithVision : detectFacesLocally;
}
