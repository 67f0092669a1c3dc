export declare function readCmsEnv(): Record<string, string>
export declare function cmsEnv(name: string): string
