// A local S3-compatible object store for the multi-instance e2e (s3rver, from the npm registry):
//   node tests/e2e/support/s3-server.mjs --port 3113 --dir tests/.tmp/s3
// The PostgreSQL instances keep their uploads in its bucket (STORAGE_DRIVER=s3), as a
// deployment with several instances would in AWS S3, MinIO or R2.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import S3rver from "s3rver";

const { values } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string" } } });
const directory = values.dir ?? "tests/.tmp/s3";
rmSync(directory, { recursive: true, force: true });
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(values.port),
  silent: true,
  directory,
  configureBuckets: [{ name: "t26-e2e", configs: [] }],
});
await server.run();
console.log(`[s3] S3-compatible store on :${values.port} (bucket t26-e2e, ${directory})`);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => void server.close().then(() => process.exit(0)));
