export declare function nginxPath(): string | undefined;
export declare const BROTLI_STATIC_MODULES: readonly string[];
export declare function brotliStaticModule(): string | undefined;
