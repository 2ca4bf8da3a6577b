// Types of layers.config.mjs, for the unit test that reads it.
export declare const LIB_LAYERS: readonly (readonly string[])[];
export declare const SIGN_IN_DOOR: string;
export declare const ABOVE_LIB: readonly string[];
