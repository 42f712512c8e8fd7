export declare const chromiumExecutable: string | undefined;
export declare const chromiumFlags: string[];
