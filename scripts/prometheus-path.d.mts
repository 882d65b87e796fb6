export declare function prometheusPath(): string | undefined;
export declare function promtoolPath(): string | undefined;
