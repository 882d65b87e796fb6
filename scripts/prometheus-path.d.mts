export declare function prometheusPath(): string | undefined;
