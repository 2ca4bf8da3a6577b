import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { ABOVE_LIB, LIB_LAYERS, SIGN_IN_DOOR } from "./layers.config.mjs";

const room = (name) => [`@/lib/${name}`, `@/lib/${name}/*`];

/**
 * no-restricted-imports for each room of lib/: nothing of its own layer or above, nothing outside
 * lib/ (layers.config.mjs). The unit test tests/unit/import-layers.test.ts checks the same on the
 * resolved graph, relative imports included.
 */
function layerRules() {
  return LIB_LAYERS.flatMap((layer, depth) =>
    layer.map((name) => {
      const forbidden = LIB_LAYERS.slice(0, depth + 1).flat().filter((other) => other !== name);
      const patterns = [{ group: ABOVE_LIB.map((dir) => `@/${dir}/*`), message: "lib/ never imports from outside lib/." }];
      if (forbidden.length > 0) {
        patterns.push({ group: forbidden.flatMap(room), message: `lib/${name} may import only the rooms of lower layers (layers.config.mjs, docs/architecture.md).` });
      }
      // Sign-in reaches the domain only through its narrow interface.
      if (name === "sign-in") patterns.push({ group: [...room("corps"), ...room("properties")], message: `Sign-in calls the domain only through ${SIGN_IN_DOOR}.` });
      return {
        files: [`lib/${name}/**/*.{ts,tsx}`, `lib/${name}.ts`],
        ignores: name === "sign-in" ? [SIGN_IN_DOOR] : [],
        rules: { "no-restricted-imports": ["error", { patterns }] },
      };
    }),
  );
}

const config = [
  ...next,
  ...nextTs,
  { ignores: ["lib/generated/**", ".next/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layerRules(),
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/pages/*"], message: "components/ never imports from app/: a form gets its server action as a prop." }] }] },
  },
];

export default config;
