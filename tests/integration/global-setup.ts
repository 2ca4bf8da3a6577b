import type { TestProject } from "vitest/node";
import { startTestStack, type TestStack } from "../support/test-stack";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    secret: string;
    cronSecret: string;
  }
}

let stack: TestStack | undefined;

export async function setup(project: TestProject) {
  stack = await startTestStack();
  project.provide("baseUrl", stack.baseUrl);
  project.provide("databaseUrl", stack.databaseUrl);
  project.provide("secret", stack.secret);
  project.provide("cronSecret", stack.cronSecret);
}

export async function teardown() {
  await stack?.stop();
}
