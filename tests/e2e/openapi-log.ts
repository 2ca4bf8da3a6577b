// Where the browser tests' validating proxy (serve.ts) writes what it found, one JSON line per
// answer the OpenAPI document does not describe; the fixtures (fixtures.ts) read it.
import { tmpdir } from "node:os";
import path from "node:path";

export function openApiLogFile(port: number): string {
  return process.env.E2E_OPENAPI_LOG ?? path.join(tmpdir(), `corps-e2e-openapi-${port}.log`);
}
