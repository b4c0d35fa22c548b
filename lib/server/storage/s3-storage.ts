import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { contentTypeOf, isValidKey, type FileStorage, type StoredFile } from "./storage-keys";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…):
 * what several app instances behind a load balancer share without a shared disk. Objects keep
 * the storage key as their name and the checked content type; the app still serves them through
 * /api/uploads, so the bucket stays private.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? false,
      // A stalled store must not hold a request (and its database connection) for minutes.
      requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
      maxAttempts: 3,
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.credentials) config.credentials = options.credentials;
    this.client = new S3Client(config);
    this.bucket = options.bucket;
  }

  async put(key: string, data: Buffer, contentType: string) {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      const data = Buffer.from(await answer.Body.transformToByteArray());
      // The key's extension decides the type, as on disk: what the store says is not trusted.
      return { data, contentType: contentTypeOf(key) };
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === "NoSuchKey") return null;
      throw e;
    }
  }

  async delete(key: string) {
    if (!isValidKey(key)) return;
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
